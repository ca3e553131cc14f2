import type { ComponentProps } from 'react';

/** Text for assistive technology only. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span className="sr-only" {...props} />;
}
