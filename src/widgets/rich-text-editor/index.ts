export { RichTextEditor, TOOLBAR_SHORTCUT } from './rich-text-editor';
export type {
  RichTextEditorHandle,
  RichTextEditorProps,
  RichTextEditorValue,
} from './rich-text-editor';
export { RichTextToolbar } from './rich-text-toolbar';
export type { RichTextEditorLabels, RichTextToolbarProps } from './rich-text-toolbar';
export { createEditorExtensions, LINK_REL, normalizePastedLinks } from './editor-extensions';
export { ALLOWED_LINK_PROTOCOLS, isAllowedLinkHref, normalizeLinkUrl } from './link-url';
export { findFirstMarkRange } from './find-mark-range';
export { DEFAULT_MAX_PASTE_LENGTH } from './paste-limit';
