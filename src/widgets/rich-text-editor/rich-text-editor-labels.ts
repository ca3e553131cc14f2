import type { TFunction } from 'i18next';

/** Every text the editor and its toolbar show or announce. */
export type RichTextEditorLabels = {
  /** Accessible name of the floating toolbar. */
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  link: string;
  heading1: string;
  heading2: string;
  heading3: string;
  /** The link form's address field. */
  linkUrl: string;
  linkPlaceholder: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  /** The link form's error for an address that is not http(s) or mailto. */
  linkInvalid: string;
  /** The message after a paste was cut; `max` is the formatted `maxPasteLength`. */
  pasteCut: (max: string) => string;
};

export function editorLabels(t: TFunction): RichTextEditorLabels {
  return {
    toolbar: t('editor.toolbar.label'),
    bold: t('editor.toolbar.bold'),
    italic: t('editor.toolbar.italic'),
    underline: t('editor.toolbar.underline'),
    link: t('editor.toolbar.link'),
    heading1: t('editor.toolbar.heading1'),
    heading2: t('editor.toolbar.heading2'),
    heading3: t('editor.toolbar.heading3'),
    linkUrl: t('editor.link.url'),
    linkPlaceholder: t('editor.link.placeholder'),
    linkApply: t('editor.link.apply'),
    linkRemove: t('editor.link.remove'),
    linkCancel: t('editor.link.cancel'),
    linkInvalid: t('editor.link.invalid'),
    pasteCut: (max) => t('editor.pasteCut', { max }),
  };
}
