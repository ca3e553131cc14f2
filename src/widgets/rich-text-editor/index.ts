export { RichTextEditor, TOOLBAR_SHORTCUT } from './rich-text-editor';
export type {
  RichTextEditorHandle,
  RichTextEditorProps,
  RichTextEditorValue,
} from './rich-text-editor';
export type { RichTextEditorLabels } from './rich-text-editor-labels';
export { DEFAULT_MAX_PASTE_LENGTH } from './paste-limit';
