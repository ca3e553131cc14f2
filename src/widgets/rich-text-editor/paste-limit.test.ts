// @vitest-environment jsdom
import { DOMParser as PMDOMParser, type Slice } from '@tiptap/pm/model';
import { getSchema } from '@tiptap/react';
import { describe, expect, it } from 'vitest';

import { createEditorExtensions } from './editor-extensions';
import { cutSlice, safeCutIndex } from './paste-limit';

const schema = getSchema(createEditorExtensions());

function sliceOf(html: string): Slice {
  const element = document.createElement('div');
  element.innerHTML = html;
  return PMDOMParser.fromSchema(schema).parseSlice(element);
}

describe('safeCutIndex', () => {
  it('keeps text that fits', () => {
    expect(safeCutIndex('abc', 3)).toBe(3);
    expect(safeCutIndex('abc', 10)).toBe(3);
  });

  it('never splits an emoji, a skin tone or an accent', () => {
    expect(safeCutIndex('ab😀', 3)).toBe(2);
    expect(safeCutIndex('a👍🏽b', 4)).toBe(1);
    expect(safeCutIndex('a👍🏽b', 5)).toBe(5);
    expect(safeCutIndex('ae\u0301x', 2)).toBe(1);
    expect(safeCutIndex('abc', 0)).toBe(0);
  });
});

describe('cutSlice', () => {
  it('returns null for a slice within the limit', () => {
    expect(cutSlice(sliceOf('<p>hello</p>'), 5)).toBeNull();
  });

  it('keeps the first characters, with their paragraphs and marks', () => {
    const cut = cutSlice(sliceOf('<p>one <strong>two</strong></p><p>three four</p>'), 12)!;
    expect(cut.content.textBetween(0, cut.content.size, '|')).toBe('one two|three');
    expect(cut.content.firstChild!.child(1).marks.map((mark) => mark.type.name)).toEqual(['bold']);
    // The last paragraph stays open, so the text joins what follows the caret.
    expect(cut.openEnd).toBe(1);
  });
});
