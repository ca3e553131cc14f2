import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { BreadcrumbBar } from '@/layouts/admin/breadcrumb-bar';
import { usePageName } from '@/store/app-store';

function NamedPage({ name }: { name?: string }) {
  usePageName(name);
  return <BreadcrumbBar />;
}

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/ui/icons/:name',
        element,
        handle: { name: 'icon-set', titleKey: 'menu.iconSet' },
      },
    ],
    { initialEntries: ['/admin/ui/icons/fa'] },
  );
  return render(<RouterProvider router={router} />);
}

const trail = () =>
  Array.from(
    screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li'),
    (item) => item.textContent,
  );

describe('BreadcrumbBar', () => {
  it("ends with the route's label", () => {
    renderAt(<NamedPage />);
    expect(trail()).toEqual(['Home', 'UI Elements', 'Icons', 'Icon Set']);
  });

  it('ends with the name the page gives itself, and forgets it when the page goes', () => {
    const { unmount } = renderAt(<NamedPage name="Font Awesome 4" />);
    expect(trail()).toEqual(['Home', 'UI Elements', 'Icons', 'Font Awesome 4']);
    unmount();
    renderAt(<NamedPage />);
    expect(trail().at(-1)).toBe('Icon Set');
  });
});
