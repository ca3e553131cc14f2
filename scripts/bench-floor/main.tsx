/**
 * The floor of `npm run bench:web`: the least an app with the same login form, sidebar links and
 * users list can be. React, React DOM and React Router, no styles, no translations, no code
 * splitting; each route's data is fetched by its loader, the session check in parallel. Tessera's
 * figures are read as multiples of this one's, measured in the same run.
 */
import { StrictMode, useState, type SubmitEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  Outlet,
  redirect,
  RouterProvider,
  useLoaderData,
  useNavigate,
} from 'react-router';

type User = { id: number; name: string; email: string; address: { city: string } };

function Login() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.ok) await navigate('/admin/dashboard');
  };
  return (
    <main>
      <h1 elementtiming="page-heading">Welcome back</h1>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit">Log in</button>
      </form>
    </main>
  );
}

function Shell() {
  return (
    <>
      <header>
        <button type="button">Account</button>
      </header>
      <aside>
        <nav aria-label="Sidebar">
          <Link to="/admin/dashboard">Dashboard</Link> <Link to="/admin/users">Users</Link>
        </nav>
      </aside>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Page({ title }: { title: string }) {
  return <h1 elementtiming="page-heading">{title}</h1>;
}

async function usersLoader({ request }: { request: Request }) {
  const [me, list] = await Promise.all([
    fetch('/api/auth/me').then((response) => response.json() as Promise<{ account: unknown }>),
    fetch('/api/users?per_page=10').then(
      (response) => response.json() as Promise<{ data: User[] }>,
    ),
  ]);
  if (!me.account) throw redirect(`/auth/login?next=${new URL(request.url).pathname}`);
  return list.data;
}

function Users() {
  const users = useLoaderData<User[]>();
  return (
    <>
      <h1 elementtiming="page-heading">Users</h1>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>City</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.name}</td>
              <td>{user.email}</td>
              <td>{user.address.city}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const router = createBrowserRouter([
  { path: '/auth/login', Component: Login },
  {
    path: '/admin',
    Component: Shell,
    children: [
      { path: 'dashboard', element: <Page title="Dashboard" /> },
      { path: 'tables', element: <Page title="Tables" /> },
      { path: 'users', loader: usersLoader, Component: Users },
    ],
  },
  { path: '*', loader: () => redirect('/admin/dashboard') },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
