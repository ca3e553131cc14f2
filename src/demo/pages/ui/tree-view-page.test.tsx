import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import TreeViewPage from './tree-view-page';

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('TreeViewPage', () => {
  it('has one h1 and the five cards, with the demo categories open', () => {
    renderWithRouter(<TreeViewPage />, { route: 'tree-view' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tree View' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Basic', 'Icons', 'Advanced', 'Editable', 'Selectable']);

    const basic = within(card('Basic'));
    expect(basic.getByRole('treeitem', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(basic.getByRole('treeitem', { name: 'Electronics' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(basic.getByRole('treeitem', { name: 'Cables' })).toHaveAttribute('aria-level', '2');
    expect(basic.getByRole('treeitem', { name: 'Optical' })).toHaveAttribute('aria-level', '3');

    const icons = within(card('Icons'));
    expect(icons.getByRole('treeitem', { name: 'Music' })).toHaveAttribute('aria-expanded', 'true');
    expect(icons.getByRole('treeitem', { name: 'secure.key' })).toBeInTheDocument();

    const selectable = within(card('Selectable'));
    expect(selectable.getByRole('treeitem', { name: 'Electronics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      selectable
        .getAllByRole('treeitem')
        .every((item) => item.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
  });

  it('Advanced: expand all and collapse all reach every level', async () => {
    const { user } = renderWithRouter(<TreeViewPage />, { route: 'tree-view' });
    const advanced = within(card('Advanced'));
    const categories = ['Electronics', 'Products', 'Cables', 'Apparel'];
    const states = () =>
      categories.map((name) =>
        advanced.getByRole('treeitem', { name }).getAttribute('aria-expanded'),
      );
    await user.click(advanced.getByRole('button', { name: 'Expand all' }));
    expect(states()).toEqual(['true', 'true', 'true', 'true']);
    await user.click(advanced.getByRole('button', { name: 'Collapse all' }));
    expect(states()).toEqual(['false', 'false', 'false', 'false']);
  });

  it('Editable: renames, adds a focused "New product", removes with sensible focus', async () => {
    const { user } = renderWithRouter(<TreeViewPage />, { route: 'tree-view' });
    const editable = within(card('Editable'));
    const inputs = () => editable.getAllByRole('textbox', { name: /^Name of / });
    const names = () => inputs().map((input) => (input as HTMLInputElement).value);
    expect(names()).toEqual([
      'Cellphones',
      'Camera body kits',
      'External HDDs',
      'Cables',
      'Monitors',
      'Keyboards',
    ]);
    // Each input is named for its own product.
    expect(editable.getByRole('textbox', { name: 'Name of Monitors' })).toHaveValue('Monitors');

    await user.click(editable.getByRole('button', { name: 'Add new product' }));
    await user.click(editable.getByRole('button', { name: 'Add new product' }));
    const added = editable.getByRole('textbox', { name: 'Name of New product 2' });
    expect(added).toHaveValue('New product 2');
    expect(added).toHaveFocus();
    expect(editable.getByRole('textbox', { name: 'Name of New product 1' })).toBeInTheDocument();
    await user.clear(added);
    expect(added).toHaveAccessibleName('Name of an unnamed product');
    await user.type(added, 'Mice');
    expect(added).toHaveAccessibleName('Name of Mice');
    expect(editable.getByRole('button', { name: 'Remove Mice' })).toBeInTheDocument();

    // Removing the last product focuses the one before it; removing a middle one, the next.
    await user.click(editable.getByRole('button', { name: 'Remove Mice' }));
    expect(names()).not.toContain('Mice');
    expect(editable.getByDisplayValue('New product 1')).toHaveFocus();
    await user.click(editable.getByRole('button', { name: 'Remove New product 1' }));
    expect(editable.getByDisplayValue('Keyboards')).toHaveFocus();
    await user.click(editable.getByRole('button', { name: 'Remove Cables' }));
    expect(editable.getByDisplayValue('Monitors')).toHaveFocus();

    // A category with nothing left says so.
    const products = editable.getByRole('treeitem', { name: 'Products' });
    expect(products).not.toHaveAccessibleDescription();
    await user.click(editable.getByRole('button', { name: 'Remove Monitors' }));
    await user.click(editable.getByRole('button', { name: 'Remove Keyboards' }));
    expect(products).toHaveFocus();
    expect(products).toHaveAccessibleDescription('No products left');
    expect(within(products).getByText('No products left')).toBeVisible();
  });

  it('Selectable: Space checks a node and the summary counts it', async () => {
    const { user } = renderWithRouter(<TreeViewPage />, { route: 'tree-view' });
    const selectable = within(card('Selectable'));
    expect(selectable.getByRole('status')).toHaveTextContent('0 selected');
    selectable.getByRole('treeitem', { name: 'Products' }).focus();
    await user.keyboard('{ArrowDown}');
    const electronics = selectable.getByRole('treeitem', { name: 'Electronics' });
    expect(electronics).toHaveFocus();
    await user.keyboard('{ArrowDown} ');
    expect(selectable.getByRole('treeitem', { name: 'Cellphones' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(electronics).toHaveAttribute('aria-checked', 'mixed');
    expect(selectable.getByRole('status')).toHaveTextContent('1 selected');
    await user.keyboard('{ArrowUp} ');
    expect(electronics).toHaveAttribute('aria-checked', 'true');
    expect(selectable.getByRole('status')).toHaveTextContent('3 selected');
  });
});
