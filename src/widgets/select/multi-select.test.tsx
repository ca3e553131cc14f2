import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type FormEvent } from 'react';

import { MultiSelect, type SelectHandle } from '.';

const letters = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];

function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

function field() {
  return screen.getByRole('combobox', { name: 'Letters' });
}

describe('MultiSelect', () => {
  it('stays open while picking, and toggles the picked options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MultiSelect label="Letters" options={letters} onValueChange={onValueChange} />);
    await user.click(field());
    expect(screen.getByRole('listbox', { name: 'Letters' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );

    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Alpha']);
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'Beta' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Alpha', 'Beta']);
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Beta']);
    expect(screen.getByRole('option', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['Beta', 'Alpha']);
    expect(screen.getByRole('listbox')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveValue('Beta, Alpha');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MultiSelect label="Letters" options={letters} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveValue('Gamma');
  });

  it('reads the labels for up to two choices, and "n/total chosen" for more', () => {
    const { rerender } = render(
      <MultiSelect label="Letters" options={letters} value={['Alpha', 'Beta']} />,
    );
    expect(field()).toHaveValue('Alpha, Beta');
    rerender(<MultiSelect label="Letters" options={letters} value={['Alpha', 'Beta', 'Gamma']} />);
    expect(field()).toHaveValue('3/5 chosen');
    rerender(
      <MultiSelect
        label="Letters"
        options={letters}
        value={['Alpha', 'Beta', 'Gamma']}
        labels={{ chosen: (count, total) => `${count} of ${total} letters` }}
      />,
    );
    expect(field()).toHaveValue('3 of 5 letters');
  });

  it('chooses with the keyboard and keeps the list open', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MultiSelect label="Letters" options={letters} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Alpha' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}{ArrowDown}{Enter}{End}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['Alpha', 'Beta', 'Epsilon']);
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('3/5 chosen');
  });

  it('filters by prefix while typing, and Backspace in the empty field removes the last choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        label="Letters"
        options={[...letters, 'Eta']}
        defaultValue={['Alpha', 'Beta']}
        onValueChange={onValueChange}
      />,
    );
    await user.click(field());
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'Alpha, Beta');
    await user.type(field(), 'e');
    expect(optionNames()).toEqual(['Epsilon', 'Eta']);
    await user.type(field(), '(');
    expect(screen.getByRole('status')).toHaveTextContent('No matching options');
    await user.clear(field());
    await user.keyboard('{Backspace}');
    expect(onValueChange).toHaveBeenLastCalledWith(['Alpha']);
  });

  it('starts a filter when typing into the closed field', async () => {
    const user = userEvent.setup();
    render(<MultiSelect label="Letters" options={letters} defaultValue={['Alpha']} />);
    await user.tab();
    expect(field()).toHaveValue('Alpha');
    await user.keyboard('{End}g');
    expect(field()).toHaveValue('g');
    expect(optionNames()).toEqual(['Gamma']);
  });

  it('shows the clear button only with a choice, and clears', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <MultiSelect
        label="Letters"
        options={letters}
        defaultValue={['Alpha', 'Delta']}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear Letters' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Letters' })).not.toBeInTheDocument();
  });

  it('shows the required message only after validation, and hides it once chosen', async () => {
    const user = userEvent.setup();
    const ref = createRef<SelectHandle>();
    render(<MultiSelect ref={ref} label="Letters" options={letters} required />);
    expect(screen.queryByText('The multiselect field is required')).not.toBeInTheDocument();
    expect(ref.current!.isValid()).toBe(false);

    let result = true;
    act(() => {
      result = ref.current!.validate();
    });
    expect(result).toBe(false);
    expect(screen.getByText('The multiselect field is required')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Delta' }));
    expect(screen.queryByText('The multiselect field is required')).not.toBeInTheDocument();
    expect(ref.current!.isValid()).toBe(true);
  });

  it('shows the required message on form submit and sends every choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <MultiSelect label="Letters" options={letters} required name="letters" />
        <button type="submit">Send</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The letters field is required')).toBeInTheDocument();

    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    expect(new FormData(form).getAll('letters')).toEqual(['Beta', 'Gamma']);
  });

  it('works with object options and a controlled value', async () => {
    const user = userEvent.setup();
    const options = [
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta' },
      { id: 'c', title: 'Gamma' },
    ];
    function Controlled() {
      const [value, setValue] = useState<(typeof options)[number][]>([{ id: 'b', title: 'Beta' }]);
      return (
        <>
          <MultiSelect
            label="Letters"
            options={options}
            optionKey="title"
            getOptionId={(option) => option.id}
            value={value}
            onValueChange={setValue}
          />
          <output>{value.map((option) => option.id).join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(field()).toHaveValue('Beta');
    await user.click(field());
    expect(screen.getByRole('option', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    expect(screen.getByRole('status')).toHaveTextContent('c');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('Gamma');
  });

  it('resets to its default value through the handle', async () => {
    const user = userEvent.setup();
    const ref = createRef<SelectHandle>();
    render(<MultiSelect ref={ref} label="Letters" options={letters} defaultValue={['Beta']} />);
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Gamma' }));
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('Beta, Gamma');
    act(() => ref.current!.reset());
    expect(field()).toHaveValue('Beta');
  });
});
