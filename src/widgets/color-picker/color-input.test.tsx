import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { ColorInput } from '.';

describe('ColorInput', () => {
  it('emits normalised hex for every valid form', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ColorInput defaultValue="#000000" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Hex color' });
    expect(input).toHaveValue('#000000');

    await user.clear(input);
    await user.type(input, 'abc');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('abc');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith('#aabbcc');
    expect(input).toHaveValue('#aabbcc');

    await user.clear(input);
    await user.type(input, '#DEF{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('#ddeeff');
    expect(input).toHaveValue('#ddeeff');

    await user.clear(input);
    await user.type(input, '#F81953');
    expect(onValueChange).toHaveBeenLastCalledWith('#f81953');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps invalid text, flags it with a translated error, and never emits it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ColorInput defaultValue="#4ae387" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Hex color' });

    await user.clear(input);
    await user.type(input, '#12345z');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Enter a hex color such as #f81953 or #abc.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(input).toHaveValue('#12345z');
    expect(onValueChange).not.toHaveBeenCalled();

    // Correcting the text clears the error at once.
    await user.type(input, '{Backspace}a');
    expect(onValueChange).toHaveBeenLastCalledWith('#12345a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('follows a controlled value from outside', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('#ffffff');
      return (
        <>
          <ColorInput value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('#db76df')}>
            set
          </button>
          <output>{value}</output>
        </>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByRole('textbox')).toHaveValue('#db76df');
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '123{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('#112233');
  });
});
