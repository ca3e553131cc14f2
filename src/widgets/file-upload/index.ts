export { FILE_UNDO_DELAY_MS, FileUpload } from './file-upload';
export type { FileUploadProps, FileUploadVariant } from './file-upload';
export type { FileUploadLabels } from './file-upload-labels';
