import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Checkbox } from '.';

describe('Checkbox', () => {
  it('toggles by a click on the box, a click on the label, and Space (not Enter)', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Subscribe" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe' });
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Subscribe'));
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="Agree" checked={checked} onCheckedChange={setChecked} />
          <output>{String(checked)}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(screen.getByRole('checkbox', { name: 'Agree' })).not.toBeChecked();
  });

  it('read-only: focusable, announced read-only, never toggles', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Locked" readOnly defaultChecked onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    expect(box).toHaveAttribute('aria-readonly', 'true');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    await user.click(box);
    await user.click(screen.getByText('Locked'));
    expect(box).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('disabled: never toggles and shows no error', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="Off"
        disabled
        error
        errorMessages="Wrong"
        onCheckedChange={onCheckedChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Off' });
    expect(box).toBeDisabled();
    await user.click(box);
    await user.click(screen.getByText('Off'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Wrong')).not.toBeInTheDocument();
  });

  it('shows the first errorCount messages and ties them with aria-describedby', () => {
    const { rerender } = render(
      <Checkbox
        label="Terms"
        errorMessages={['First problem', 'Second problem', 'Third problem']}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('First problem');
    expect(screen.queryByText('Second problem')).not.toBeInTheDocument();

    rerender(
      <Checkbox
        label="Terms"
        errorCount={2}
        errorMessages={['First problem', 'Second problem', 'Third problem']}
      />,
    );
    expect(box).toHaveAccessibleDescription('First problem Second problem');
    expect(screen.queryByText('Third problem')).not.toBeInTheDocument();
  });

  it('error flag alone sets aria-invalid without messages', () => {
    render(<Checkbox label="Flagged" error />);
    const box = screen.getByRole('checkbox', { name: 'Flagged' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).not.toHaveAttribute('aria-describedby');
  });
});
