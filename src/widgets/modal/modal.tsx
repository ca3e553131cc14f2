import './modal.css';

import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import {
  useImperativeHandle,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import { modalLabels, type ModalLabels } from './modal-labels';
import { useReturnFocus } from './use-return-focus';

/** What a `ref` on a Modal gets: open or close it from outside. */
export type ModalHandle = {
  open: () => void;
  close: () => void;
};

export type ModalSize = 'sm' | 'md' | 'lg';

export const modalContentVariants = cva(
  [
    'fixed inset-x-0 top-[8dvh] z-50 mx-auto flex max-h-[84dvh] w-[calc(100%-2rem)] flex-col',
    'rounded-card border border-border bg-surface text-text shadow-popover outline-none',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-[400px]',
        md: 'max-w-[650px]',
        lg: 'max-w-[850px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ModalProps = Omit<ComponentProps<'div'>, 'title' | 'ref'> & {
  /** Imperative handle `{ open(), close() }`. */
  ref?: Ref<ModalHandle>;
  /** Open state, controlled; without it the modal keeps its own. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state whenever the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Maximum width: sm ~400 px, md ~650 px, lg ~850 px (phones: full width minus a margin). @default 'md' */
  size?: ModalSize;
  /** The heading (an h2); it is also the dialog's accessible name. */
  title: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Replaces the OK/Cancel buttons; `null` leaves no footer at all. Without it the modal shows OK and Cancel. */
  footer?: ReactNode;
  /** Texts to override (`ok`, `cancel`, `close`); the rest stay translated. @default the `modal.*` translations ("Confirm", "Cancel", "Close") */
  labels?: Partial<ModalLabels>;
  /** Hide the OK button. @default false */
  hideOk?: boolean;
  /** Hide the Cancel button. @default false */
  hideCancel?: boolean;
  /** Disable the OK button. @default false */
  okDisabled?: boolean;
  /** Called when OK is pressed; the modal then closes. */
  onOk?: () => void;
  /** Called on Cancel, ×, Escape or a backdrop click; the modal then closes. */
  onCancel?: () => void;
  /** When true neither Escape nor a backdrop click closes the modal. @default false */
  force?: boolean;
  /** Show the × button in the header (it cancels). @default true, or false when `force` */
  closeButton?: boolean;
  /** An element that opens the modal (rendered as the dialog trigger; focus returns to it); without it open the modal through `open` or the ref. */
  trigger?: ReactElement;
};

/**
 * A dialog over a dark backdrop (Radix Dialog): focus is trapped inside and returns where it came
 * from; OK and Cancel call their handlers and close; Escape and a backdrop click cancel unless
 * `force` (then only its buttons close it). Opens and closes in 500 ms.
 */
export function Modal({
  ref,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  size = 'md',
  title,
  children,
  footer,
  labels: labelOverrides,
  hideOk = false,
  hideCancel = false,
  okDisabled = false,
  onOk,
  onCancel,
  force = false,
  closeButton,
  trigger,
  className,
  ...props
}: ModalProps) {
  const labels = useLabels(modalLabels, labelOverrides);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  useImperativeHandle(
    ref,
    () => ({
      open: () => setOpen(true),
      close: () => setOpen(false),
    }),
    [setOpen],
  );

  // Opened by something other than its `trigger`, it gives focus back to what had it.
  const { onCloseAutoFocus } = useReturnFocus(open, !!trigger);

  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };
  const confirm = () => {
    onOk?.();
    setOpen(false);
  };
  const showClose = closeButton ?? !force;
  const showDefaultFooter = footer === undefined && (!hideOk || !hideCancel);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : cancel())}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-overlay" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="modal-content"
          data-size={size}
          aria-describedby={undefined}
          onEscapeKeyDown={force ? (event) => event.preventDefault() : undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={force ? (event) => event.preventDefault() : undefined}
          className={cn(modalContentVariants({ size }), className)}
          {...props}
        >
          <div
            data-slot="modal-header"
            className="flex items-start gap-4 border-b border-border py-3 ps-6 pe-3"
          >
            <Dialog.Title
              data-slot="modal-title"
              className="min-w-0 flex-1 py-1.5 text-lg font-semibold"
            >
              {title}
            </Dialog.Title>
            {showClose && (
              <Button
                data-slot="modal-close"
                variant="ghost"
                size="icon"
                className="size-9!"
                aria-label={labels.close}
                onClick={cancel}
              >
                <X aria-hidden />
              </Button>
            )}
          </div>
          <div data-slot="modal-body" className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
            {children}
          </div>
          {(showDefaultFooter || (footer !== undefined && footer !== null)) && (
            <div
              data-slot="modal-footer"
              className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-6 py-4"
            >
              {footer !== undefined ? (
                footer
              ) : (
                <>
                  {!hideCancel && (
                    <Button data-slot="modal-cancel" variant="outline" onClick={cancel}>
                      {labels.cancel}
                    </Button>
                  )}
                  {!hideOk && (
                    <Button data-slot="modal-ok" disabled={okDisabled} onClick={confirm}>
                      {labels.ok}
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * For a custom `footer`: wraps its child (asChild) so that pressing it closes the modal the way
 * Cancel does (`onCancel` is called).
 */
export function ModalClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close data-slot="modal-close-action" asChild {...props} />;
}
