import { render, screen, within } from '@testing-library/react';

import { Timeline, TimelineItem } from './timeline';

const items = [
  { id: 'a', active: true, before: 'February', after: 'First' },
  { id: 'b', active: true, before: 'March' },
  { id: 'c', before: 'April', after: 'Third' },
];

const lines = (item: HTMLElement) =>
  Array.from(item.querySelectorAll('[data-slot="timeline-line"]')).map((line) =>
    line.hasAttribute('data-active'),
  );

describe('Timeline', () => {
  it('is an ordered list of items that announce their state in text', () => {
    render(<Timeline items={items} label="Stages" />);
    const list = screen.getByRole('list', { name: 'Stages' });
    expect(list.tagName).toBe('OL');
    const listItems = within(list).getAllByRole('listitem');
    expect(listItems.map((item) => item.textContent)).toEqual([
      'CompletedFebruaryFirst',
      'CompletedMarch',
      'UpcomingAprilThird',
    ]);
    expect(within(listItems[0]!).getByText('Completed')).toHaveClass('sr-only');
    expect(within(listItems[2]!).getByText('Upcoming')).toHaveClass('sr-only');
  });

  it('colours the dots of active items and the lines between active neighbours', () => {
    render(<Timeline items={items} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(lines(first!)).toEqual([true, true]);
    expect(lines(second!)).toEqual([true, false]);
    expect(lines(third!)).toEqual([false, false]);
    const dots = screen
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-slot="timeline-dot"]')!);
    expect(dots.map((dot) => dot.className.includes('bg-primary'))).toEqual([true, true, false]);
    expect(first!.querySelector('[data-slot="timeline-line"]')).toHaveClass('bg-primary');
    expect(third!.querySelector('[data-slot="timeline-line"]')).toHaveClass('bg-border');
  });

  it('mirrors every second item of a centered vertical timeline', () => {
    render(<Timeline orientation="vertical" centered items={items} />);
    const mirrored = screen
      .getAllByRole('listitem')
      .map((item) => item.hasAttribute('data-mirrored'));
    expect(mirrored).toEqual([false, true, false]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.querySelector('[data-slot="timeline-before"]')).toHaveClass('col-start-1');
    expect(second!.querySelector('[data-slot="timeline-before"]')).toHaveClass('col-start-3');
  });

  it('mirrors nothing without centered', () => {
    render(<Timeline orientation="vertical" items={items} />);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item).not.toHaveAttribute('data-mirrored');
    }
  });

  it('takes TimelineItem children and custom state labels', () => {
    render(
      <Timeline labels={{ completed: 'Done', upcoming: 'Later' }}>
        <TimelineItem active before="One" />
        <TimelineItem after="Two" />
      </Timeline>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DoneOne',
      'LaterTwo',
    ]);
  });

  it('keeps the separator out of the accessibility tree', () => {
    render(<Timeline items={items} />);
    for (const separator of document.querySelectorAll('[data-slot="timeline-separator"]')) {
      expect(separator).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
