import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Star } from 'lucide-react';

import { Popover } from '.';

describe('Popover', () => {
  it('opens on click with icon, title and text, and Escape closes it back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Popover
        position="center right"
        title="Hey!"
        text="This popover is amazing"
        icon={Star}
        trigger={<button type="button">Show</button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Show' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Hey!' });
    expect(dialog).toHaveAccessibleDescription('This popover is amazing');
    expect(dialog).toHaveAttribute('data-side', 'right');
    expect(dialog.querySelector('[data-slot="popover-icon"] svg')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a second click of the trigger and honours side/align', async () => {
    const user = userEvent.setup();
    render(
      <Popover
        side="top"
        align="start"
        text="Body"
        trigger={<button type="button">Show</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', 'top');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-align', 'start');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
