import { Outlet } from 'react-router';

export function AuthLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
