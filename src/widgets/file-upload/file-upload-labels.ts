import type { TFunction } from 'i18next';

/** Every text FileUpload shows or announces; `name`/`names` are shortened file names. */
export type FileUploadLabels = {
  /** The upload button (and the file input's accessible name). */
  upload: string;
  /** The dropzone's invitation, before the upload button. */
  dropFiles: string;
  /** The hint listing the accepted extensions (".png, .jpg"). */
  acceptedTypes: (types: string) => string;
  /** Accessible name of the list of chosen files. */
  files: string;
  /** A row's date line; `date` is already formatted. */
  addedOn: (date: string) => string;
  /** The visible text of a row's delete button. */
  delete: string;
  /** Accessible name of a delete button. */
  deleteFile: (name: string) => string;
  /** The undo row's text. */
  fileDeleted: string;
  /** The undo button. */
  undo: string;
  /** Title of the modal listing rejected files. */
  rejectedTitle: string;
  /** Text of that modal. */
  rejectedText: string;
  /** Accessible name of its list. */
  rejectedFiles: string;
  /** Its button. */
  rejectedClose: string;
  announceAdded: (names: string) => string;
  announceDeleted: (name: string) => string;
  announceRestored: (name: string) => string;
};

export function fileUploadLabels(t: TFunction): FileUploadLabels {
  return {
    upload: t('fileUpload.uploadFile'),
    dropFiles: t('fileUpload.dragNdropFiles'),
    acceptedTypes: (types) => t('fileUpload.acceptedTypes', { types }),
    files: t('fileUpload.files'),
    addedOn: (date) => t('fileUpload.addedOn', { date }),
    delete: t('fileUpload.delete'),
    deleteFile: (name) => t('fileUpload.deleteFile', { name }),
    fileDeleted: t('fileUpload.fileDeleted'),
    undo: t('fileUpload.undo'),
    rejectedTitle: t('fileUpload.modalTitle'),
    rejectedText: t('fileUpload.modalText'),
    rejectedFiles: t('fileUpload.rejectedFiles'),
    rejectedClose: t('modal.close'),
    announceAdded: (names) => t('fileUpload.announce.added', { names }),
    announceDeleted: (name) => t('fileUpload.announce.deleted', { name }),
    announceRestored: (name) => t('fileUpload.announce.restored', { name }),
  };
}
