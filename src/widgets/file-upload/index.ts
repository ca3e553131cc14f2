export { FILE_UNDO_DELAY_MS, FileUpload, fileUploadItemsVariants } from './file-upload';
export type { FileUploadProps, FileUploadType } from './file-upload';
export { fileExtension, isAcceptedFileType, parseFileTypes } from './file-types';
export { formatFileSize } from './format-file-size';
export { displayFileName } from './display-file-name';
