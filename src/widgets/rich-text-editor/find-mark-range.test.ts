// @vitest-environment jsdom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createEditorExtensions } from './editor-extensions';
import { findFirstMarkRange } from './find-mark-range';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function docOf(html: string) {
  editor = new Editor({ extensions: createEditorExtensions(), content: html });
  return editor.state.doc;
}

describe('findFirstMarkRange', () => {
  it('finds the first bold text, even past other paragraphs', () => {
    const doc = docOf('<p>one</p><p>two <strong>bold</strong> and <strong>later</strong></p>');
    const range = findFirstMarkRange(doc, 'bold');
    expect(range).not.toBeNull();
    expect(doc.textBetween(range!.from, range!.to)).toBe('bold');
  });

  it('joins neighbouring text nodes that share the mark', () => {
    const doc = docOf('<p>a <strong>very <em>bold</em></strong> word</p>');
    const range = findFirstMarkRange(doc, 'bold');
    expect(doc.textBetween(range!.from, range!.to)).toBe('very bold');
  });

  it('returns null when no text has the mark', () => {
    expect(findFirstMarkRange(docOf('<p>plain</p>'), 'bold')).toBeNull();
  });
});
