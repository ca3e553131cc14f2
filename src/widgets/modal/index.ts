export { Modal, ModalClose } from './modal';
export type { ModalHandle, ModalLabels, ModalProps, ModalSize } from './modal';
