import { BackToDashboardButton, NotFoundLayout } from './not-found-layout';

export default function NotFoundLargeTextPage() {
  return (
    <NotFoundLayout
      hero={
        // Decorative: the heading says the same in words. 350px with 15px tracking, 150px on
        // phones; between the two it scales with the window so it never overflows.
        <p
          aria-hidden
          className="mb-2 ps-[15px] text-[150px] leading-none font-bold tracking-[15px] text-primary tabular-nums xs:text-[min(350px,36vw)]"
        >
          404
        </p>
      }
    >
      <BackToDashboardButton />
    </NotFoundLayout>
  );
}
