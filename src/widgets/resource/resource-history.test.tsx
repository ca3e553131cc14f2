import { render, screen, within } from '@testing-library/react';

import type { HistoryEntry } from '@contract/resource';

import { ResourceHistory } from './resource-history';

const ENTRY: HistoryEntry<'total'> = {
  id: 1,
  action: 'update',
  at: '2026-11-29T05:51:00.000Z',
  actor: { id: 2, name: 'Ada Admin', email: 'ada@example.com' },
  changes: [{ field: 'total', from: 1250, to: 35775 }],
};

describe('ResourceHistory', () => {
  it('isolates the name, the time and each value, and draws the change arrow so it can mirror', () => {
    render(
      <ResourceHistory
        entries={[ENTRY]}
        fieldLabel={() => 'Total'}
        fieldFormats={{ total: 'money' }}
      />,
    );
    const [entry] = screen.getAllByRole('listitem');
    expect(within(entry!).getByText('\u2068Ada Admin\u2069 changed it')).toBeInTheDocument();
    expect(entry!.querySelector('time')).toHaveAttribute('dir', 'auto');

    const change = within(entry!).getByText('Total:').closest('li')!;
    expect(within(change).getByText('12.50').tagName).toBe('BDI');
    expect(within(change).getByText('357.75').tagName).toBe('BDI');
    expect(change).toHaveTextContent('Total: 12.50 changed to 357.75');
    expect(change.textContent).not.toContain('→');
    expect(change.querySelector('svg[aria-hidden="true"]')).toHaveClass('flip-rtl');
  });

  it('shows a text of several lines with its line breaks', () => {
    const notes: HistoryEntry<'notes'> = {
      ...ENTRY,
      changes: [{ field: 'notes', from: null, to: 'Line one\nLine two' }],
    };
    render(<ResourceHistory entries={[notes]} fieldLabel={() => 'Notes'} />);
    const value = screen.getByText(/Line one/);
    expect(value.textContent).toBe('Line one\nLine two');
    // Line breaks only show where white space is not collapsed.
    expect(value).toHaveClass('whitespace-pre-line');
  });
});
