export { Modal, ModalClose } from './modal';
export { useReturnFocus } from './use-return-focus';
export type { ModalHandle, ModalProps, ModalSize } from './modal';
export type { ModalLabels } from './modal-labels';
