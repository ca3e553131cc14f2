import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * The document range of the first text carrying the mark `markName` (the first bold word, say),
 * or `null` when no text has it. Neighbouring text nodes that share the mark are joined.
 */
export function findFirstMarkRange(
  doc: ProseMirrorNode,
  markName: string,
): { from: number; to: number } | null {
  let range: { from: number; to: number } | null = null;
  let done = false;
  doc.descendants((node, pos) => {
    if (done) return false;
    if (!node.isText) return true;
    const marked = node.marks.some((mark) => mark.type.name === markName);
    if (marked && !range) range = { from: pos, to: pos + node.nodeSize };
    else if (marked && range && range.to === pos) range.to = pos + node.nodeSize;
    else if (range) done = true;
    return false;
  });
  return range;
}
