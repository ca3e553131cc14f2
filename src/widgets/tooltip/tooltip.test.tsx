import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Tooltip } from '.';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip side="right" content="Right tooltip text">
        <button type="button">Right</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Right' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Right tooltip text');
    expect(trigger).toHaveAccessibleDescription('Right tooltip text');
    expect(document.querySelector('[data-slot="tooltip-content"]')).toHaveAttribute(
      'data-side',
      'right',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Top tooltip text" delayDuration={0}>
        <button type="button">Top</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Top' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Top tooltip text');
  });
});
