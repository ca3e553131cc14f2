import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { Switch } from '.';

/** Radix moves focus to the next radio in a timeout and checks it only while the arrow is still down. */
async function pressArrow(user: UserEvent, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

describe('Switch', () => {
  it('is a named group of two segments; a click on a segment chooses it', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Switch
        label="Gender"
        labels={{ on: 'Male', off: 'Female' }}
        onCheckedChange={onCheckedChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    const male = screen.getByRole('radio', { name: 'Male' });
    const female = screen.getByRole('radio', { name: 'Female' });
    expect(female).toBeChecked();

    await user.click(male);
    expect(male).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(male);
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
    await user.click(female);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('is keyboard operable: Tab to the chosen segment, arrows switch', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Power" defaultChecked onCheckedChange={onCheckedChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'On' })).toHaveFocus();
    await pressArrow(user, 'ArrowRight');
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await pressArrow(user, 'ArrowLeft');
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('controlled: follows `checked`; disabled: does not change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(
      <Switch label="Power" checked={false} onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'On' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();

    onCheckedChange.mockClear();
    rerender(<Switch label="Power" checked={false} disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('radio', { name: 'On' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
