import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';

import { SimpleSelect, type SelectHandle } from '.';

const countries = ['Algeria', 'Georgia', 'Germany', 'Ghana', 'Åland Islands'];

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

describe('SimpleSelect', () => {
  it('filters by case-insensitive prefix of the label, as plain text', async () => {
    const user = userEvent.setup();
    render(<SimpleSelect label="Country" options={countries} />);
    const input = screen.getByRole('combobox', { name: 'Country' });

    await user.type(input, 'ge');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['Georgia', 'Germany']);

    await user.clear(input);
    await user.type(input, 'GH');
    expect(optionNames()).toEqual(['Ghana']);

    await user.clear(input);
    await user.type(input, 'ala');
    expect(optionNames()).toEqual(['Åland Islands']);

    await user.clear(input);
    await user.type(input, '(');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matching options');
  });

  it('shows every option on opening, even with a value, and marks the chosen one', async () => {
    const user = userEvent.setup();
    render(<SimpleSelect label="Country" options={countries} defaultValue="Germany" />);
    expect(screen.getByRole('combobox')).toHaveValue('Germany');

    await user.click(screen.getByRole('button', { name: 'Show options for Country' }));
    expect(optionNames()).toEqual(countries);
    const chosen = screen.getByRole('option', { name: 'Germany' });
    expect(chosen).toHaveAttribute('data-selected');
    expect(screen.getByRole('option', { name: 'Ghana' })).not.toHaveAttribute('data-selected');
  });

  it('puts the chosen label back when closed without choosing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SimpleSelect
        label="Country"
        options={countries}
        defaultValue="Germany"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'xyz');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('Germany');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('chooses with the keyboard: ArrowDown opens and moves, Enter selects', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SimpleSelect label="Country" options={countries} onValueChange={onValueChange} />);
    await user.tab();
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Algeria' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Germany');
    expect(input).toHaveValue('Germany');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('option', { name: 'Åland Islands' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Algeria' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('highlights the first match while typing, so Enter takes it', async () => {
    const user = userEvent.setup();
    render(<SimpleSelect label="Country" options={countries} />);
    await user.type(screen.getByRole('combobox'), 'ger{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('Germany');
  });

  it('shows the clear button only with a value, and clears', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SimpleSelect label="Country" options={countries} onValueChange={onValueChange} />);
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Ghana' }));
    expect(onValueChange).toHaveBeenLastCalledWith('Ghana');

    await user.click(screen.getByRole('button', { name: 'Clear Country' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
  });

  it('has no clear button when not clearable, and Escape then keeps the value', async () => {
    const user = userEvent.setup();
    render(
      <SimpleSelect label="Country" options={countries} defaultValue="Ghana" clearable={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('combobox')).toHaveValue('Ghana');
  });

  it('clears on Escape in a closed, clearable field', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SimpleSelect
        label="Country"
        options={countries}
        defaultValue="Ghana"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    await user.keyboard('{Escape}');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('shows the required message only after validate(), and hides it once chosen', async () => {
    const user = userEvent.setup();
    const ref = createRef<SelectHandle>();
    render(<SimpleSelect ref={ref} label="Country" options={countries} required name="country" />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
    expect(ref.current!.isValid()).toBe(false);
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();

    let result = true;
    act(() => {
      result = ref.current!.validate();
    });
    expect(result).toBe(false);
    const message = screen.getByText('The country field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', message.id);

    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Georgia' }));
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(ref.current!.isValid()).toBe(true);
    expect(ref.current!.validate()).toBe(true);

    act(() => ref.current!.reset());
    expect(input).toHaveValue('');
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
  });

  it('uses the default name in the message', () => {
    const ref = createRef<SelectHandle>();
    render(<SimpleSelect ref={ref} label="Country" options={countries} required />);
    act(() => {
      ref.current!.validate();
    });
    expect(screen.getByText('The simple-select field is required')).toBeInTheDocument();
  });

  it('shows the required message when its form is submitted, and blocks the submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SimpleSelect label="Country" options={countries} required name="country" />
        <button type="submit">Send</button>
      </form>,
    );
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The country field is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();

    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Ghana' }));
    expect(screen.queryByText('The country field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = new FormData(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    expect(data.get('country')).toBe('Ghana');
  });

  it('shows the message on submit of a noValidate form too', async () => {
    const user = userEvent.setup();
    render(
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <SimpleSelect label="Country" options={countries} required name="country" />
        <button type="submit">Send</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('The country field is required')).toBeInTheDocument();
  });

  it('works with object options through optionKey and getOptionId', async () => {
    const user = userEvent.setup();
    const options = [
      { code: 'DE', name: 'Germany' },
      { code: 'GH', name: 'Ghana' },
      { code: 'DZ', name: 'Algeria' },
    ];
    const onValueChange = vi.fn();
    const { container } = render(
      <SimpleSelect
        label="Country"
        options={options}
        optionKey="name"
        getOptionId={(option) => option.code}
        name="country"
        onValueChange={onValueChange}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'g');
    expect(optionNames()).toEqual(['Germany', 'Ghana']);
    await user.click(screen.getByRole('option', { name: 'Ghana' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ code: 'GH', name: 'Ghana' });
    expect(screen.getByRole('combobox')).toHaveValue('Ghana');
    expect(container.querySelector('input[type="hidden"][name="country"]')).toHaveValue('GH');
  });

  it('follows a controlled value, matching options by id', async () => {
    const user = userEvent.setup();
    const options = [
      { code: 'DE', name: 'Germany' },
      { code: 'GH', name: 'Ghana' },
    ];
    function Controlled() {
      const [value, setValue] = useState<(typeof options)[number] | null>({
        code: 'GH',
        name: 'Ghana',
      });
      return (
        <>
          <SimpleSelect
            label="Country"
            options={options}
            optionKey="name"
            getOptionId={(option) => option.code}
            value={value}
            onValueChange={setValue}
          />
          <button type="button" onClick={() => setValue(options[0]!)}>
            Pick Germany
          </button>
          <output>{value?.code ?? 'none'}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Ghana');
    await user.click(screen.getByRole('button', { name: 'Show options for Country' }));
    expect(screen.getByRole('option', { name: 'Ghana' })).toHaveAttribute('data-selected');

    await user.click(screen.getByRole('button', { name: 'Pick Germany' }));
    expect(input).toHaveValue('Germany');
    await user.click(screen.getByRole('button', { name: 'Clear Country' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(input).toHaveValue('');
  });

  it('ignores changes the owner refuses in controlled mode', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SimpleSelect
        label="Country"
        options={countries}
        value="Ghana"
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Algeria' }));
    expect(onValueChange).toHaveBeenCalledWith('Algeria');
    expect(screen.getByRole('combobox')).toHaveValue('Ghana');
  });

  it('shows an error given by the owner', () => {
    render(<SimpleSelect label="Country" options={countries} error="Pick a country we ship to" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Pick a country we ship to')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<SimpleSelect label="Country" options={countries} defaultValue="Ghana" disabled />);
    expect(screen.getByRole('combobox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear Country' })).not.toBeInTheDocument();
  });
});
