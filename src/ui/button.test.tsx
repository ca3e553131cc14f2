import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  it('keeps its label on one line at a fixed height by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('h-10', 'whitespace-nowrap');
    expect(button).not.toHaveClass('whitespace-normal');
  });

  it('with `wrap`, lets a long label wrap within its width and grow from a minimum height', () => {
    render(
      <Button size="sm" wrap>
        Ativar a autenticação em dois fatores
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Ativar a autenticação em dois fatores' });
    expect(button).toHaveClass('min-h-8', 'max-w-full', 'whitespace-normal');
    expect(button).not.toHaveClass('h-8');
    expect(button).not.toHaveClass('whitespace-nowrap');
    // A prop of the button's, not an attribute for the element.
    expect(button).not.toHaveAttribute('wrap');
  });

  it('while `pending`, keeps focus, says it is unavailable and ignores clicks and submits', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    function Form() {
      const [pending, setPending] = useState(false);
      return (
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <Button type="submit" pending={pending} onClick={() => setPending(true)}>
            Save
          </Button>
        </form>
      );
    }
    render(<Form />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Not `disabled`: that would send keyboard focus to the page.
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
