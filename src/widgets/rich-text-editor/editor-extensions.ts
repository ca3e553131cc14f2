import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

import { normalizeLinkUrl } from './link-url';
import { createPasteLimit, DEFAULT_MAX_PASTE_LENGTH } from './paste-limit';

/** Every link the editor writes opens in a new tab and passes no referrer or ranking. */
export const LINK_REL = 'noopener noreferrer nofollow';

/**
 * Classes of the selection kept visible while focus is in the toolbar (or before the first focus).
 * Lighter in the dark theme, where link text is the palette green: on a 35 % green tint it fell
 * below 4.5:1.
 */
const KEPT_SELECTION_CLASS = 'rounded-xs bg-primary/35 dark:bg-primary/25';

/**
 * Keeps a non-empty selection painted when the editor is not focused: the native highlight goes
 * away on blur, but the toolbar (and its link form) still acts on that selection. It is painted
 * whether focused or not: switching it off on focus redrew the text during the first click into
 * the editor and put the old selection back, so that click was lost and typing replaced the
 * previously selected word.
 */
const KeptSelection = Extension.create({
  name: 'keptSelection',
  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        key: new PluginKey('keptSelection'),
        props: {
          decorations(state) {
            const { selection } = state;
            if (selection.empty || !editor.isEditable) return null;
            return DecorationSet.create(state.doc, [
              Decoration.inline(selection.from, selection.to, {
                class: KEPT_SELECTION_CLASS,
                'data-kept-selection': '',
              }),
            ]);
          },
        },
      }),
    ];
  },
});

/**
 * Draws document headings `offset` levels lower (h1 as <h3> under a card's h2) so a page keeps a
 * single <h1> and a sound outline. Only the on-screen element changes: the schema, getHTML() and
 * the clipboard keep the document's own level. Each heading carries `data-level` for styling.
 */
function createHeadingLevels(offset: number) {
  return Extension.create({
    name: 'headingLevels',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('headingLevels'),
          props: {
            nodeViews: {
              heading: (node) => {
                const level = Number(node.attrs.level);
                const dom = document.createElement(`h${Math.min(Math.max(level + offset, 1), 6)}`);
                dom.dataset.level = String(level);
                return {
                  dom,
                  contentDOM: dom,
                  update: (next) => next.type === node.type && next.attrs.level === level,
                };
              },
            },
          },
        }),
      ];
    },
  });
}

/** The plugin holding the placeholder text; dispatch `tr.setMeta(placeholderKey, text)` to change it. */
export const placeholderKey = new PluginKey<string>('emptyPlaceholder');

/** Shows the placeholder in the first paragraph of an empty document (CSS `::before` reads the attribute). */
function createPlaceholder(initial: string) {
  return Extension.create({
    name: 'emptyPlaceholder',
    addProseMirrorPlugins() {
      return [
        new Plugin<string>({
          key: placeholderKey,
          state: {
            init: () => initial,
            apply: (tr, text) => {
              const next: unknown = tr.getMeta(placeholderKey);
              return typeof next === 'string' ? next : text;
            },
          },
          props: {
            decorations(state) {
              const text = placeholderKey.getState(state);
              const { doc } = state;
              const first = doc.firstChild;
              const isEmpty =
                doc.childCount === 1 && !!first && first.isTextblock && first.content.size === 0;
              if (!text || !isEmpty || !first) return null;
              return DecorationSet.create(doc, [
                Decoration.node(0, first.nodeSize, {
                  class: 'is-editor-empty',
                  'data-placeholder': text,
                }),
              ]);
            },
          },
        }),
      ];
    },
  });
}

/**
 * The editor's extensions: StarterKit (its Link and Underline included) with headings 1–3, links
 * limited to http/https/mailto, and the code, strike and rule nodes left out (nothing in the
 * toolbar makes them, so pasted ones are reduced to plain text).
 */
export function createEditorExtensions({
  placeholder,
  headingOffset = 0,
  maxPasteLength = DEFAULT_MAX_PASTE_LENGTH,
}: {
  /** The empty document's placeholder (change it later through `placeholderKey`). */
  placeholder?: string;
  /** See RichTextEditor's `headingOffset`. */
  headingOffset?: number;
  /** See RichTextEditor's `maxPasteLength`. */
  maxPasteLength?: number;
} = {}) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      link: {
        autolink: true,
        openOnClick: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        // Checked on parsed and pasted hrefs, on setLink, and on the text the autolinker finds
        // ("example.com", which it links as https://example.com).
        isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
      },
    }),
    KeptSelection,
    createHeadingLevels(headingOffset),
    createPlaceholder(placeholder ?? ''),
    createPasteLimit(maxPasteLength),
  ] satisfies AnyExtension[];
}

/**
 * Rewrites the hrefs of pasted links to their absolute form ("example.com" → "https://example.com"),
 * and drops the ones that are not allowed, before ProseMirror parses the HTML.
 */
export function normalizePastedLinks(html: string): string {
  if (!/<a\s/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const anchor of doc.querySelectorAll('a[href]')) {
    const href = normalizeLinkUrl(anchor.getAttribute('href') ?? '');
    if (href) anchor.setAttribute('href', href);
    else anchor.removeAttribute('href');
  }
  return doc.body.innerHTML;
}
