import 'react';

declare module 'react' {
  // The type parameter must repeat React's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing API: the browser reports when this element is painted, under this name. */
    elementtiming?: string;
  }
}
