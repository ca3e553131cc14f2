import { act, fireEvent, screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import TagsPage from './tags-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  return renderWithRouter(<TagsPage />, { route: 'tags' });
}

/** Vitest's fake timers stall user-event (see tag.test.tsx), so clicks are fired directly. */
function click(element: HTMLElement) {
  act(() => element.focus());
  fireEvent.click(element);
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
const tagNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

const CARS = ['Ford', 'Toyota', 'Volkswagen', 'Opel', 'Honda', 'Porsche'];

describe('TagsPage', () => {
  it('has one h1 and the three demo cards', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();

    expect(tagNames(card('Default'))).toEqual(CARS);
    expect(within(card('Default')).queryAllByRole('button')).toHaveLength(0);

    expect(tagNames(card('Removable'))).toEqual(CARS);
    expect(within(card('Removable')).getAllByRole('button', { name: /^Remove / })).toHaveLength(6);

    expect(tagNames(card('Colored'))).toEqual([
      'Potato',
      'Tomato',
      'Sweet corn',
      'Carrot',
      'Broccoli',
      'Green bean',
    ]);
    const variants = [...card('Colored').querySelectorAll('[data-slot="tag"]')].map((tag) =>
      tag.getAttribute('data-variant'),
    );
    expect(variants).toEqual(['primary', 'danger', 'info', 'dark', 'warning', 'pale']);
  });

  it('removes a tag 500 ms after its × click, and Reset brings the list back', () => {
    renderPage();
    const colored = card('Colored');
    click(within(colored).getByRole('button', { name: 'Remove Tomato' }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(tagNames(colored)).toContain('Tomato');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tagNames(colored)).toEqual(['Potato', 'Sweet corn', 'Carrot', 'Broccoli', 'Green bean']);
    expect(within(colored).getByRole('button', { name: 'Remove Sweet corn' })).toHaveFocus();

    click(within(colored).getByRole('button', { name: 'Reset the colored tags' }));
    expect(tagNames(colored)).toHaveLength(6);
  });

  it('says so when every tag is gone', () => {
    renderPage();
    const removable = card('Removable');
    for (const name of CARS) {
      click(within(removable).getByRole('button', { name: `Remove ${name}` }));
      act(() => {
        vi.advanceTimersByTime(500);
      });
    }
    expect(tagNames(removable)).toEqual([]);
    expect(within(removable).getByRole('status')).toHaveTextContent('Every tag has been removed');
    click(within(removable).getByRole('button', { name: 'Reset the removable tags' }));
    expect(tagNames(removable)).toEqual(CARS);
    expect(within(removable).getByRole('status')).toBeEmptyDOMElement();
  });
});
