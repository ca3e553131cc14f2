/**
 * Text of the other direction (an email address or a Latin name in Arabic) kept whole inside a
 * translated sentence: Unicode's first-strong isolate, as `<bdi>` does for elements.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
