/**
 * Characters a file name may carry that reorder or hide what is shown: C0 and C1 controls, the
 * bidirectional embeddings, overrides, isolates and marks (an RLO makes "invoice‮fdp.exe" read
 * "invoiceexe.pdf"), line and paragraph separators, and zero-width spaces and joiners that are
 * not part of a script (ZWJ and ZWNJ are, and stay).
 */
const HIDDEN_CHARACTERS =
  /[\p{Cc}\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/**
 * A file name as it is safe to show: each character that could reorder or hide part of it is
 * written as a visible escape ("invoice\u202Efdp.exe"), so what is read is what the file is called.
 * Use it wherever a name chosen by a user is shown or announced.
 */
export function displayFileName(name: string): string {
  return name.replace(
    HIDDEN_CHARACTERS,
    (character) =>
      `\\u${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
