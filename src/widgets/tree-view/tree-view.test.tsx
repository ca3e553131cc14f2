import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TreeView, useTreeView, type TreeItem } from '.';

const items: TreeItem[] = [
  { id: 'electronics', label: 'Electronics', children: [{ id: 'phones', label: 'Cellphones' }] },
  {
    id: 'products',
    label: 'Products',
    children: [
      {
        id: 'cables',
        label: 'Cables',
        children: [
          { id: 'audio', label: 'Audio' },
          { id: 'video', label: 'Video' },
        ],
      },
      { id: 'monitors', label: 'Monitors' },
    ],
  },
  { id: 'apparel', label: 'Apparel', children: [{ id: 'jackets', label: 'Jackets' }] },
];

const item = (name: string) => screen.getByRole('treeitem', { name });
const expandedOf = (...names: string[]) =>
  names.map((name) => item(name).getAttribute('aria-expanded'));

function Advanced() {
  const tree = useTreeView({ items, defaultExpanded: ['products'] });
  return (
    <>
      <button onClick={tree.expandAll}>Expand all</button>
      <button onClick={tree.collapseAll}>Collapse all</button>
      <TreeView controller={tree} label="Catalogue" />
    </>
  );
}

describe('TreeView', () => {
  it('follows the tree pattern: roles, levels, positions, one tab stop', () => {
    render(<TreeView items={items} defaultExpanded={['products']} label="Catalogue" />);
    expect(screen.getByRole('tree', { name: 'Catalogue' })).toBeInTheDocument();
    expect(expandedOf('Electronics', 'Products', 'Cables')).toEqual(['false', 'true', 'false']);
    expect(item('Monitors')).not.toHaveAttribute('aria-expanded');
    expect(item('Monitors')).toHaveAttribute('aria-level', '2');
    expect(item('Monitors')).toHaveAttribute('aria-posinset', '2');
    expect(item('Monitors')).toHaveAttribute('aria-setsize', '2');
    expect(item('Audio')).toHaveAttribute('aria-level', '3');
    expect(item('Products').querySelector('[role="group"]')).toBeInTheDocument();
    const tabbable = screen
      .getAllByRole('treeitem')
      .filter((element) => element.getAttribute('tabindex') === '0');
    expect(tabbable).toEqual([item('Electronics')]);
  });

  it('toggles a category on a click on its header', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn<(expanded: Set<string>) => void>();
    render(<TreeView items={items} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByText('Apparel'));
    expect(item('Apparel')).toHaveAttribute('aria-expanded', 'true');
    expect([...onExpandedChange.mock.calls[0]![0]]).toEqual(['apparel']);
    await user.click(screen.getByText('Apparel'));
    expect(item('Apparel')).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands and collapses every category recursively through the controller', async () => {
    const user = userEvent.setup();
    render(<Advanced />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(expandedOf('Electronics', 'Products', 'Cables', 'Apparel')).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(expandedOf('Electronics', 'Products', 'Cables', 'Apparel')).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  it('moves with Down/Up/Right/Left/Home/End and toggles with Enter', async () => {
    const user = userEvent.setup();
    render(<TreeView items={items} defaultExpanded={['products']} />);
    await user.tab();
    expect(item('Electronics')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Products')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Cables')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Cables')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Cables')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Audio')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Monitors')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Video')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Cables')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Cables')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(item('Products')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Apparel')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(item('Apparel')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(item('Jackets')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Electronics')).toHaveFocus();
    await user.keyboard(' ');
    expect(item('Electronics')).toHaveAttribute('aria-expanded', 'true');
    // Type-ahead: the next visible item starting with the letter.
    await user.keyboard('m');
    expect(item('Monitors')).toHaveFocus();
    // Only the focused item is in the Tab order.
    expect(item('Monitors')).toHaveAttribute('tabindex', '0');
    expect(item('Electronics')).toHaveAttribute('tabindex', '-1');
  });

  it('selectable: Space (and a click) toggle checks; categories are tri-state', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn<(selected: Set<string>) => void>();
    render(
      <TreeView
        items={items}
        defaultExpanded={['products', 'cables']}
        selectable
        onSelectedChange={onSelectedChange}
      />,
    );
    expect(item('Audio')).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('Audio'));
    expect(item('Audio')).toHaveAttribute('aria-checked', 'true');
    expect(item('Cables')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Products')).toHaveAttribute('aria-checked', 'mixed');

    await user.keyboard('{ArrowDown} ');
    expect(item('Video')).toHaveAttribute('aria-checked', 'true');
    expect(item('Cables')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(item('Video')).toHaveAttribute('aria-checked', 'false');

    // Space on a category checks all its nodes, without opening or closing it.
    await user.keyboard('{Home}{ArrowDown} ');
    expect(item('Products')).toHaveFocus();
    expect(item('Products')).toHaveAttribute('aria-checked', 'true');
    expect(item('Products')).toHaveAttribute('aria-expanded', 'true');
    expect([...onSelectedChange.mock.lastCall![0]].sort()).toEqual(['audio', 'monitors', 'video']);
  });

  it('leaves the keys typed in a custom label to that control', async () => {
    const user = userEvent.setup();
    render(
      <TreeView
        items={items}
        defaultExpanded={['electronics']}
        renderLabel={(entry, state) =>
          state.isCategory ? entry.label : <input aria-label="Name" defaultValue="Cellphones" />
        }
      />,
    );
    const input = screen.getAllByRole('textbox', { name: 'Name' })[0]!;
    await user.click(input);
    await user.keyboard('{End} x{ArrowUp}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Cellphones x');
    // The item that holds the focused control becomes the tree's tab stop.
    expect(input.closest('[role="treeitem"]')).toHaveAttribute('tabindex', '0');
  });

  it('says that a category has no children, in view and in its description', () => {
    const { rerender } = render(
      <TreeView
        label="Shelves"
        defaultExpanded={['empty']}
        items={[{ id: 'empty', label: 'Empty shelf', children: [] }]}
      />,
    );
    const shelf = screen.getByRole('treeitem', { name: 'Empty shelf' });
    expect(shelf).toHaveAccessibleDescription('No items');
    expect(screen.getByText('No items')).toBeVisible();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    rerender(
      <TreeView
        label="Shelves"
        labels={{ empty: 'Nothing on this shelf' }}
        items={[{ id: 'empty', label: 'Empty shelf', children: [] }]}
      />,
    );
    expect(shelf).toHaveAccessibleDescription('Nothing on this shelf');
  });
});
