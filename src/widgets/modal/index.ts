export { Modal, ModalClose, modalContentVariants } from './modal';
export type { ModalHandle, ModalProps, ModalSize } from './modal';
