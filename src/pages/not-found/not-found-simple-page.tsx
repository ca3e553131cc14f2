import { BackToDashboardButton, NotFoundLayout } from './not-found-layout';

export default function NotFoundSimplePage() {
  return (
    <NotFoundLayout>
      <BackToDashboardButton />
    </NotFoundLayout>
  );
}
