import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';

import es from '@/i18n/locales/es';
import { fill } from '@/test/fill';

import { DatePicker } from '.';

const may9 = new Date(2018, 4, 9);
const everyFifth = (date: Date) => date.getDate() % 5 === 0;

describe('DatePicker', () => {
  it('shows the value in the display format and gives the form an ISO date', () => {
    const { container } = render(
      <form>
        <DatePicker
          label="Custom date format"
          name="when"
          displayFormat="MMMM d, yyyy"
          defaultValue={may9}
        />
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Custom date format' })).toHaveValue('May 9, 2018');
    expect(container.querySelector('input[type=hidden][name=when]')).toHaveValue('2018-05-09');
  });

  it('reads a typed date on Enter, in the display format or ISO, and moves the calendar to it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="Custom date format"
        displayFormat="MMMM d, yyyy"
        defaultValue={may9}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Custom date format' });
    await user.clear(input);
    await fill(user, input, 'june 15, 2018');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 5, 15));
    expect(input).toHaveValue('June 15, 2018');
    await user.clear(input);
    await fill(user, input, '2018-07-01');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 6, 1));
    expect(input).toHaveValue('July 1, 2018');
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(within(screen.getByRole('dialog')).getByText('July 2018')).toBeInTheDocument();
  });

  it('keeps unreadable text, with a translated error tied to the field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="Basic" defaultValue={may9} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Basic' });
    await user.clear(input);
    await fill(user, input, '2018-13-45');
    await user.tab();
    expect(input).toHaveValue('2018-13-45');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /^Enter a real date, written like \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(onValueChange).not.toHaveBeenCalled();
    await user.clear(input);
    await fill(user, input, '2018-05-11');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 11));
  });

  it('rejects a typed date that the disabled matcher excludes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="Disabled"
        defaultValue={may9}
        disabled={everyFifth}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Disabled' });
    await user.clear(input);
    await fill(user, input, '2018-05-10');
    await user.tab();
    expect(input).toHaveValue('2018-05-10');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'May 10, 2018 is not available. Choose another date.',
    );
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('disables the days the matcher excludes in the calendar', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Disabled" defaultValue={may9} disabled={everyFifth} />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('button', { name: /May 10th, 2018/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /May 11th, 2018/ })).toBeEnabled();
  });

  it('disables the whole control with disabled={true}', () => {
    render(<DatePicker label="Off" disabled />);
    expect(screen.getByRole('textbox', { name: 'Off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  });

  it('says a required field is empty once it is emptied or the form is checked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DatePicker label="Due" required name="due" />
        <DatePicker label="Start" required defaultValue={may9} />
        <button type="submit">Save</button>
      </form>,
    );
    const due = screen.getByRole('textbox', { name: 'Due' });
    const start = screen.getByRole('textbox', { name: 'Start' });
    await user.click(due);
    await user.tab();
    expect(due).not.toHaveAttribute('aria-invalid');
    await user.clear(start);
    await user.tab();
    expect(start).toHaveAccessibleDescription('Choose a date.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(due).toHaveAccessibleDescription('Choose a date.');
    await fill(user, due, '2018-05-09');
    await fill(user, start, '2018-05-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(due).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens the calendar on the chosen day; picking a day sets the value, closes and returns focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="Basic" defaultValue={may9} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Choose date' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Basic' });
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /May 9th, 2018, selected/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: /May 10th, 2018/ })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: /May 12th, 2018/ }));
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 12));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Basic' })).toHaveValue('2018-05-12');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Basic" defaultValue={may9} />);
    const trigger = screen.getByRole('button', { name: 'Choose date' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('with a time, shows date and time and changes the hour from the time field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="Time"
        withTime
        defaultValue={new Date(2018, 4, 8, 14, 10)}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Time' });
    expect(input).toHaveValue('2018-05-08 14:10');
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    const time = within(screen.getByRole('dialog')).getByLabelText('Time');
    fireEvent.change(time, { target: { value: '09:30' } });
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 8, 9, 30));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: /May 10th, 2018/ }),
    );
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 10, 9, 30));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(input).toHaveValue('2018-05-10 09:30');
    await user.clear(input);
    await fill(user, input, '2018-05-11');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 11, 9, 30));
    await user.clear(input);
    await fill(user, input, '2018-05-11 18:05');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2018, 4, 11, 18, 5));
  });

  it('renders Monday first with weekStartsOn={1}, and the language default otherwise', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DatePicker label="Monday first" weekStartsOn={1} defaultValue={may9} defaultOpen />
      </>,
    );
    let headers = within(screen.getByRole('dialog')).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveAccessibleName('Monday');
    await user.keyboard('{Escape}');
    render(<DatePicker label="Basic" defaultValue={may9} defaultOpen />);
    headers = within(screen.getByRole('dialog')).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveAccessibleName('Sunday');
  });

  it('multiple mode joins the dates and reads a typed list', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="Multiple"
        mode="multiple"
        defaultValue={[new Date(2018, 3, 27), new Date(2018, 3, 25)]}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Multiple' });
    expect(input).toHaveValue('2018-04-25, 2018-04-27');
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: /April 26th, 2018/ }),
    );
    expect(onValueChange).toHaveBeenLastCalledWith([
      new Date(2018, 3, 25),
      new Date(2018, 3, 26),
      new Date(2018, 3, 27),
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('2018-04-25, 2018-04-26, 2018-04-27');
    await user.clear(input);
    await fill(user, input, '2018-04-02, 2018-04-01');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([new Date(2018, 3, 1), new Date(2018, 3, 2)]);
    expect(input).toHaveValue('2018-04-01, 2018-04-02');
    await user.clear(input);
    await fill(user, input, '2018-04-01, nope');
    await user.keyboard('{Enter}');
    expect(input).toHaveAccessibleDescription(/^“nope” is not a date\./);
  });

  it('range inline selects from and to and writes the summary', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="Range"
        mode="range"
        inline
        defaultValue={{ from: new Date(2018, 4, 8), to: new Date(2018, 4, 23) }}
        onValueChange={onValueChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Range' });
    expect(within(group).getByText('May 8, 2018 – May 23, 2018')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: /May 14th, 2018/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: new Date(2018, 4, 14) });
    expect(
      within(group).getByText('From May 14, 2018: now choose the last day'),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: /May 18th, 2018/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      from: new Date(2018, 4, 14),
      to: new Date(2018, 4, 18),
    });
    expect(within(group).getByText('May 14, 2018 – May 18, 2018')).toBeInTheDocument();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<DatePicker label="Basic" value={may9} />);
    const input = screen.getByRole('textbox', { name: 'Basic' });
    expect(input).toHaveValue('2018-05-09');
    rerender(<DatePicker label="Basic" value={undefined} />);
    expect(input).toHaveValue('');
  });

  it('rewrites the value in a new language but keeps text being edited', async () => {
    const user = userEvent.setup();
    i18next.addResourceBundle('es', 'translation', es);
    render(
      <>
        <DatePicker label="Shown" displayFormat="MMMM d, yyyy" defaultValue={may9} />
        <DatePicker label="Typed" />
      </>,
    );
    const typed = screen.getByRole('textbox', { name: 'Typed' });
    await user.type(typed, 'soon');
    await user.tab();
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(screen.getByRole('textbox', { name: 'Shown' })).toHaveValue('mayo 9, 2018');
      expect(typed).toHaveValue('soon');
      expect(typed).toHaveAccessibleDescription(/^Introduce una fecha real/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  describe('in Spanish', () => {
    beforeAll(async () => {
      i18next.addResourceBundle('es', 'translation', es);
      await i18next.changeLanguage('es');
    });
    afterAll(async () => {
      await i18next.changeLanguage('en');
    });

    it('names months and days in Spanish and starts the week on Monday', () => {
      render(
        <DatePicker
          label="Básico"
          defaultValue={may9}
          displayFormat="d 'de' MMMM 'de' yyyy"
          defaultOpen
        />,
      );
      expect(screen.getByRole('textbox', { name: 'Básico' })).toHaveValue('9 de mayo de 2018');
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('mayo 2018')).toBeInTheDocument();
      expect(within(dialog).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName(
        'lunes',
      );
      expect(within(dialog).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Elegir fecha' })).toBeInTheDocument();
    });

    it('reads Spanish month names and translates the errors', async () => {
      const user = userEvent.setup();
      render(
        <DatePicker label="Básico" displayFormat="d 'de' MMMM 'de' yyyy" disabled={everyFifth} />,
      );
      const input = screen.getByRole('textbox', { name: 'Básico' });
      await user.type(input, '10 de mayo de 2018');
      await act(() => user.tab());
      expect(input).toHaveAccessibleDescription(
        'El 10 de mayo de 2018 no está disponible. Elige otra fecha.',
      );
    });
  });
});
