import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';

import { FormatPreferences, useFormat } from './use-format';

// 23:30 UTC on 5 March 2026: the 5th in São Paulo, the 6th in Tokyo.
const LATE = '2026-03-05T23:30:00Z';

function Shown({ timeZone }: { timeZone?: string }) {
  const format = useFormat({ timeZone });
  return (
    <p>
      {format.date(LATE, { dateStyle: 'long' })} | {format.number(1234.5)} | {format.fileSize(3e18)}
    </p>
  );
}

describe('useFormat', () => {
  it('shows dates in the zone given above it, and an option wins over it', () => {
    render(
      <FormatPreferences value={{ timeZone: 'Asia/Tokyo' }}>
        <Shown />
        <Shown timeZone="America/Sao_Paulo" />
      </FormatPreferences>,
    );
    expect(screen.getByText(/March 6, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/March 5, 2026/)).toBeInTheDocument();
  });

  it('writes dates in the pattern given above it, in any language, and as the language writes them without one', () => {
    function Plain() {
      const format = useFormat({ timeZone: 'UTC' });
      return (
        <p>
          {format.date(LATE)} · {format.dateTime(LATE)}
        </p>
      );
    }
    const { rerender } = render(
      <FormatPreferences value={{ datePattern: 'iso' }}>
        <Plain />
      </FormatPreferences>,
    );
    expect(screen.getByText('2026-03-05 · 2026-03-05 11:30 PM')).toBeInTheDocument();
    rerender(
      <FormatPreferences value={{ datePattern: 'dmy' }}>
        <Plain />
      </FormatPreferences>,
    );
    expect(screen.getByText(/^05\/03\/2026 · /)).toBeInTheDocument();
    rerender(
      <FormatPreferences value={{ datePattern: 'auto' }}>
        <Plain />
      </FormatPreferences>,
    );
    expect(screen.getByText(/^Mar 5, 2026 · /)).toBeInTheDocument();
  });

  it('follows the language, with the translated units Intl lacks', async () => {
    render(<Shown timeZone="UTC" />);
    expect(screen.getByText('March 5, 2026 | 1,234.5 | 3 EB')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('es'));
    // Spanish is not loaded in tests: its numbers and dates come from Intl all the same.
    expect(screen.getByText(/5 de marzo de 2026 \| 1234,5 \|/)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });
});
