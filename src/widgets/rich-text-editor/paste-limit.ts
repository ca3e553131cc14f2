import { Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';

/**
 * The most characters one paste, drop or text insertion may add. Browsers lay out a long run of
 * emoji and right-to-left text slowly (100 000 characters blocked the page for seconds, and every
 * later keystroke for over one), while 10 000 take a few tens of milliseconds.
 */
export const DEFAULT_MAX_PASTE_LENGTH = 10_000;

/**
 * Where to cut `text` so that at most `max` UTF-16 units remain: at a grapheme boundary, so no
 * emoji, accent or surrogate pair is split in half.
 */
export function safeCutIndex(text: string, max: number): number {
  if (text.length <= max) return text.length;
  if (max <= 0) return 0;
  // Only the neighbourhood of the cut needs segmenting; a cluster is far shorter than this margin.
  const start = Math.max(0, max - 64);
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text.slice(start, max + 64),
  );
  let cut = start;
  for (const { index } of segments) {
    if (start + index > max) break;
    cut = start + index;
  }
  return cut;
}

/**
 * The first `max` characters of a pasted slice, its structure kept (paragraphs, marks), or null
 * when the slice is not longer than that. Characters are counted in the text nodes.
 */
export function cutSlice(slice: Slice, max: number): Slice | null {
  let budget = max;
  let cutAt = -1;
  slice.content.descendants((node, pos) => {
    if (cutAt >= 0) return false;
    if (!node.isText) return true;
    const length = node.text?.length ?? 0;
    if (length > budget) {
      cutAt = pos + safeCutIndex(node.text ?? '', budget);
      return false;
    }
    budget -= length;
    return true;
  });
  if (cutAt < 0) return null;
  const content = slice.content.cut(0, cutAt);
  // Every node around the cut point is left open, so the text joins what follows the caret.
  return new Slice(content, slice.openStart, Slice.maxOpen(content).openEnd);
}

/** The paste limit's state: whether the last change of the document was cut to the limit. */
export const pasteLimitKey = new PluginKey<boolean>('pasteLimit');

/**
 * Cuts a paste, a drop or one text insertion (an input method, dictation, a script's insertText)
 * longer than `max` characters to its first `max`. Its state (`pasteLimitKey`) tells whether the
 * last change of the document was such a cut.
 */
export function createPasteLimit(max: number) {
  return Extension.create({
    name: 'pasteLimit',
    addProseMirrorPlugins() {
      // transformPasted cannot tag the paste's transaction: it marks the next change instead.
      let cutPending = false;
      return [
        new Plugin<boolean>({
          key: pasteLimitKey,
          state: {
            init: () => false,
            apply(tr, wasCut) {
              // Plugins' follow-ups (autolinking the pasted text) belong to the paste.
              if (!tr.docChanged || tr.getMeta('appendedTransaction')) return wasCut;
              const cut = cutPending || tr.getMeta(pasteLimitKey) === true;
              cutPending = false;
              return cut;
            },
          },
          props: {
            transformPasted(slice) {
              const cut = cutSlice(slice, max);
              if (!cut) return slice;
              cutPending = true;
              return cut;
            },
            handleTextInput(view, from, to, text) {
              if (text.length <= max) return false;
              const kept = text.slice(0, safeCutIndex(text, max));
              view.dispatch(view.state.tr.insertText(kept, from, to).setMeta(pasteLimitKey, true));
              return true;
            },
          },
        }),
      ];
    },
  });
}
