import { screen, within } from '@testing-library/react';

import { FormatPreferences } from '@/hooks/use-format';
import { renderWithRouter } from '@/test/render';

import TimelinesPage from './timelines-page';

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('TimelinesPage', () => {
  it('has one h1 and the five timeline cards', () => {
    renderWithRouter(<TimelinesPage />, { route: 'timelines' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Timelines' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Horizontal simple',
      'Horizontal with cards',
      'Vertical simple',
      'Vertical with labels',
      'Vertical centered',
    ]);
  });

  it('shows the pre-sale stages with months and rates, the first two completed', () => {
    renderWithRouter(<TimelinesPage />, { route: 'timelines' });
    const items = within(card('Horizontal simple')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CompletedFebruary 2018Pre-sale rate: 50%',
      'CompletedMarch 2018Pre-sale rate: 40%',
      'UpcomingApril 2018Pre-sale rate: 20%',
    ]);
    expect(within(items[0]!).getByText('February 2018')).toHaveAttribute('datetime', '2018-02');
  });

  it('titles the milestone cards with machine-readable dates', () => {
    renderWithRouter(<TimelinesPage />, { route: 'timelines' });
    const section = card('Horizontal with cards');
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(3);
    expect(titles.map((title) => title.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2018-04-10T15:00',
      '2018-05-22T10:00',
      '2018-07-19T17:45',
    ]);
    expect(titles[0]).toHaveTextContent(/April 10/);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'shows the months and times as written when the account is in %s',
    (timeZone) => {
      renderWithRouter(
        <FormatPreferences value={{ timeZone }}>
          <TimelinesPage />
        </FormatPreferences>,
        { route: 'timelines' },
      );
      expect(
        within(card('Horizontal simple'))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('time')?.textContent),
      ).toEqual(['February 2018', 'March 2018', 'April 2018']);
      expect(
        within(card('Horizontal with cards'))
          .getAllByRole('heading', { level: 3 })
          .map((title) => title.textContent),
      ).toEqual(['April 10 at 15:00', 'May 22 at 10:00', 'July 19 at 17:45']);
    },
  );

  it('draws two vertical timelines in the simple card and mirrors the centered one', () => {
    renderWithRouter(<TimelinesPage />, { route: 'timelines' });
    expect(within(card('Vertical simple')).getAllByRole('list')).toHaveLength(2);
    expect(
      within(card('Vertical with labels'))
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Make design', 'Develop an app']);
    const centered = within(card('Vertical centered')).getAllByRole('listitem');
    expect(centered.map((item) => item.hasAttribute('data-mirrored'))).toEqual([
      false,
      true,
      false,
    ]);
  });
});
