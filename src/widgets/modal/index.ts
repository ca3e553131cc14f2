export { Modal, ModalClose } from './modal';
export type { ModalHandle, ModalProps, ModalSize } from './modal';
export type { ModalLabels } from './modal-labels';
