import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Switch } from '@/widgets/switch';

import { RadioButton, RadioGroup } from '.';

describe('RadioGroup read-only and error states', () => {
  it('stays on its choice when read-only, announced as such', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="Plan" defaultValue="a" readOnly onValueChange={onValueChange}>
        <RadioButton value="a" label="Basic" />
        <RadioButton value="b" label="Pro" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows the first errorCount messages tied to the group', () => {
    render(
      <RadioGroup label="Plan" errorMessages={['Pick one', 'Really', 'Third']} errorCount={2}>
        <RadioButton value="a" label="Basic" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick one Really');
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });

  it('hides errors when disabled', () => {
    render(
      <RadioGroup label="Plan" disabled errorMessages="Pick one">
        <RadioButton value="a" label="Basic" />
      </RadioGroup>,
    );
    expect(screen.queryByText('Pick one')).not.toBeInTheDocument();
  });
});

describe('Switch read-only and error states', () => {
  it('does not change when read-only', async () => {
    const user = userEvent.setup();
    render(
      <Switch label="Gender" labels={{ on: 'Male', off: 'Female' }} defaultChecked readOnly />,
    );
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  });

  it('marks the error flag and describes itself with its message', () => {
    render(
      <Switch label="Gender" labels={{ on: 'Male', off: 'Female' }} errorMessages="Choose one" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one');
  });
});
