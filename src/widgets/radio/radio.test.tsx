import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { RadioButton, RadioGroup } from '.';

/** Radix moves focus to the next radio in a timeout and checks it only while the arrow is still down. */
async function pressArrow(user: UserEvent, key: string) {
  await user.keyboard(`{${key}>}`);
  await user.keyboard(`{/${key}}`);
}

function Fruits(props: { onValueChange?: (value: string) => void; disabled?: boolean }) {
  return (
    <RadioGroup label="Fruit" defaultValue="apple" {...props}>
      <RadioButton value="apple" label="Apple" />
      <RadioButton value="banana" label="Banana" disabled />
      <RadioButton value="cherry" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is named by its label; an item without a label is named by its value', () => {
    render(<Fruits />);
    expect(screen.getByRole('radiogroup', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'cherry' })).not.toBeChecked();
  });

  it('arrow keys move and choose, skipping a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Fruits onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Apple' })).toHaveFocus();
    await pressArrow(user, 'ArrowDown');
    expect(screen.getByRole('radio', { name: 'cherry' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'cherry' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('cherry');
    await pressArrow(user, 'ArrowUp');
    expect(screen.getByRole('radio', { name: 'Apple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Banana' })).not.toBeChecked();
  });

  it('a click on a label chooses; a disabled option or group cannot be chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Fruits onValueChange={onValueChange} />);
    await user.click(screen.getByText('cherry'));
    expect(onValueChange).toHaveBeenLastCalledWith('cherry');
    await user.click(screen.getByRole('radio', { name: 'Banana' }));
    expect(screen.getByRole('radio', { name: 'Banana' })).not.toBeChecked();

    onValueChange.mockClear();
    rerender(<Fruits onValueChange={onValueChange} disabled />);
    await user.click(screen.getByRole('radio', { name: 'Apple' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="Size" value="s" onValueChange={onValueChange}>
        <RadioButton value="s" label="Small" />
        <RadioButton value="l" label="Large" />
      </RadioGroup>,
    );
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(onValueChange).toHaveBeenCalledWith('l');
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  });
});
