import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Dropdown, DropdownContent, DropdownItem, DropdownToggle } from '.';
import { DROPDOWN_TOGGLE_ERROR } from './dropdown';

describe('Dropdown', () => {
  it('throws the missing-toggle error when rendered without a toggle', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(DROPDOWN_TOGGLE_ERROR).toBe(
      'Dropdown should have an element with .dropdown-toggle class.',
    );
    expect(() =>
      render(
        <Dropdown>
          <DropdownContent>
            <DropdownItem>Only</DropdownItem>
          </DropdownContent>
        </Dropdown>,
      ),
    ).toThrow(DROPDOWN_TOGGLE_ERROR);
  });

  it('opens on click, moves by arrow keys, and closes on Escape back to its toggle', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Dropdown>
        <DropdownToggle>Menu</DropdownToggle>
        <DropdownContent>
          <DropdownItem onSelect={onSelect}>First</DropdownItem>
          <DropdownItem>Second</DropdownItem>
        </DropdownContent>
      </Dropdown>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveClass('dropdown-toggle');
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('menuitem', { name: 'First' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
