import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Alert } from '.';

describe('Alert', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a translated badge and the message, success by default, without a live role', () => {
    render(<Alert>Saved.</Alert>);
    const alert = screen.getByText('Saved.').closest('[data-slot="alert"]');
    expect(alert).toHaveAttribute('data-variant', 'success');
    expect(alert).not.toHaveAttribute('role');
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('becomes a live region when `live`: alert for danger/warning, status otherwise', () => {
    render(
      <>
        <Alert variant="danger" live>
          Failed
        </Alert>
        <Alert variant="info" live>
          Note
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Note');
  });

  it('fades out and calls onClose when its close button is pressed', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <Alert variant="warning" closable onClose={onClose}>
        Careful
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.getByText('Careful').closest('[data-slot="alert"]')).toHaveAttribute(
      'data-state',
      'closing',
    );
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
