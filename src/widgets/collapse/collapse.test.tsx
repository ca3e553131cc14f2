import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';

import { Accordion, Collapse, type CollapseHandle } from '.';

function renderAccordion(props: { expand?: boolean; onValueChange?: (v: string[]) => void } = {}) {
  return render(
    <Accordion {...props}>
      <Collapse value="one" header="One">
        Body one
      </Collapse>
      <Collapse value="two" header="Two">
        Body two
      </Collapse>
      <Collapse value="three" header="Three">
        Body three
      </Collapse>
    </Accordion>,
  );
}

const header = (name: string) => screen.getByRole('button', { name });

describe('Collapse', () => {
  it('toggles its body from a header button with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Collapse header="Details" onOpenChange={onOpenChange}>
        Hidden body
      </Collapse>,
    );
    const button = header('Details');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Hidden body')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByText('Hidden body').closest('[data-slot=collapse-body]');
    expect(button).toHaveAttribute('aria-controls', body?.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Collapse header="Keys">Body</Collapse>);
    const button = header('Keys');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses a custom trigger when it has no header, and opens from its ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<CollapseHandle>();
    render(
      <Collapse ref={ref} noHeader trigger={<button type="button">Mine</button>}>
        Body
      </Collapse>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const trigger = header('Mine');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body')).toBeVisible();
    await user.click(trigger);
    expect(screen.queryByText('Body')).not.toBeInTheDocument();
  });

  it('is controllable and starts open with defaultOpen', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Collapse header="Controlled" open={false} onOpenChange={onOpenChange}>
        Body
      </Collapse>,
    );
    await user.click(header('Controlled'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(header('Controlled')).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <Collapse header="Controlled" open onOpenChange={onOpenChange}>
        Body
      </Collapse>,
    );
    expect(header('Controlled')).toHaveAttribute('aria-expanded', 'true');

    rerender(
      <Collapse key="new" header="Open" defaultOpen>
        Body
      </Collapse>,
    );
    expect(header('Open')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Accordion', () => {
  it('opening one closes the others; closing one leaves the others closed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderAccordion({ onValueChange });
    await user.click(header('One'));
    expect(header('One')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('Two'));
    expect(header('One')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Two')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['two']);
    await user.click(header('Two'));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
  });

  it('lets several stay open with expand', async () => {
    const user = userEvent.setup();
    renderAccordion({ expand: true });
    await user.click(header('One'));
    await user.click(header('Three'));
    expect(header('One')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Three')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('One'));
    expect(header('One')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Three')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles by keyboard and moves between headers with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    expect(header('One')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('One')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(header('Two')).toHaveFocus();
    await user.keyboard(' ');
    expect(header('Two')).toHaveAttribute('aria-expanded', 'true');
    expect(header('One')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(header('Three')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('One')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('One')).toHaveFocus();
  });

  it('honours a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Accordion value={['two']} onValueChange={onValueChange}>
        <Collapse value="one" header="One">
          Body one
        </Collapse>
        <Collapse value="two" header="Two">
          Body two
        </Collapse>
      </Accordion>,
    );
    expect(header('Two')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('One'));
    expect(onValueChange).toHaveBeenCalledWith(['one']);
    expect(header('Two')).toHaveAttribute('aria-expanded', 'true');
  });
});
