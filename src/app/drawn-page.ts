// A page drawn at build time (scripts/prerender.ts) fills the root, marked `data-prerendered` and
// `inert` (src/styles/index.css reads the mark), until the app has drawn over it or shown why it
// could not.

export const isDrawnPage = (root: HTMLElement) => root.hasAttribute('data-prerendered');

/** The root is the app's from now on: working, and no longer hidden in another language. */
export function releaseDrawnPage(root: HTMLElement | null) {
  root?.removeAttribute('inert');
  root?.removeAttribute('data-prerendered');
}
