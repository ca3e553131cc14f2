import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import CollapsePage from './collapse-page';

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('CollapsePage', () => {
  it('has one h1, an accordion of three closed blocks and a collapse button', () => {
    renderWithRouter(<CollapsePage />, { route: 'collapse' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Collapse' })).toBeInTheDocument();

    const headers = within(card('Accordion')).getAllByRole('button');
    expect(headers.map((button) => button.textContent)).toEqual([
      'Expand this block',
      'Another block',
      "Let's go",
    ]);
    for (const header of headers) expect(header).toHaveAttribute('aria-expanded', 'false');

    const trigger = within(card('Collapse button')).getByRole('button', { name: 'Expand button' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one block at a time, with month headings of 2018', async () => {
    const { user } = renderWithRouter(<CollapsePage />, { route: 'collapse' });
    const accordion = card('Accordion');
    await user.click(within(accordion).getByRole('button', { name: 'Another block' }));
    expect(within(accordion).getByRole('heading', { name: 'April 2018' })).toBeInTheDocument();
    expect(within(accordion).getByRole('heading', { name: 'May 2018' })).toBeInTheDocument();
    await user.click(within(accordion).getByRole('button', { name: "Let's go" }));
    expect(within(accordion).getByRole('button', { name: 'Another block' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(accordion).getByRole('heading', { name: 'July 2018' })).toBeInTheDocument();

    const buttonCard = card('Collapse button');
    await user.click(within(buttonCard).getByRole('button', { name: 'Expand button' }));
    expect(within(buttonCard).getByRole('heading', { name: 'February 2018' })).toBeInTheDocument();
  });
});
