import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, createRef } from 'react';

import { Button } from '@/ui/button';

import { Modal, ModalClose, type ModalHandle, type ModalProps } from '.';

function renderModal(props: Partial<ModalProps> = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <Modal
      title="Delete zebra"
      trigger={<Button>Open</Button>}
      onOk={onOk}
      onCancel={onCancel}
      onOpenChange={onOpenChange}
      {...props}
    >
      <p>Zebras are African equines.</p>
    </Modal>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Open' }));
    return screen.getByRole('dialog', { name: 'Delete zebra' });
  };
  return { user, onOk, onCancel, onOpenChange, open };
}

describe('Modal', () => {
  it('opens from its trigger with a title, body and the translated buttons', async () => {
    const { open } = renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete zebra' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Zebras are African equines.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-size', 'md');
  });

  it('OK fires onOk and closes; focus returns to the trigger', async () => {
    const { user, open, onOk, onCancel, onOpenChange } = renderModal();
    await open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('Cancel and × fire onCancel and close', async () => {
    const { user, open, onOk, onCancel } = renderModal();
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape and a backdrop click cancel', async () => {
    const { user, open, onCancel } = renderModal();
    await open();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await open();
    const overlay = document.querySelector('[data-slot="modal-overlay"]')!;
    await user.click(overlay);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with force, neither Escape nor a backdrop click closes it, and × is hidden', async () => {
    const { user, open, onCancel, onOk } = renderModal({
      force: true,
      hideCancel: true,
      labels: { ok: 'Close it' },
    });
    await open();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-slot="modal-overlay"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close it' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with force, an explicit closeButton still shows the × that cancels', async () => {
    const { user, open, onCancel } = renderModal({ force: true, closeButton: true });
    await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('traps focus inside while open', async () => {
    const { user, open } = renderModal();
    const dialog = await open();
    for (let index = 0; index < 5; index += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('hides buttons, disables OK, renames them and takes sizes', async () => {
    const { open } = renderModal({
      hideCancel: true,
      okDisabled: true,
      labels: { ok: 'Go' },
      size: 'lg',
    });
    const dialog = await open();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    expect(dialog).toHaveAttribute('data-size', 'lg');
  });

  it('a custom footer replaces the buttons; ModalClose closes as cancel', async () => {
    const { user, open, onCancel } = renderModal({
      footer: (
        <ModalClose>
          <Button>Dismiss</Button>
        </ModalClose>
      ),
    });
    await open();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be driven through its ref handle and controlled', async () => {
    const ref = createRef<ModalHandle>();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal ref={ref} title="Handle" onOpenChange={onOpenChange}>
        body
      </Modal>,
    );
    act(() => ref.current!.open());
    expect(screen.getByRole('dialog', { name: 'Handle' })).toBeInTheDocument();
    act(() => ref.current!.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);

    rerender(
      <Modal open title="Controlled" onOpenChange={onOpenChange}>
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
  });
});
