import br from 'flag-icons/flags/4x3/br.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import sa from 'flag-icons/flags/4x3/sa.svg';

import { cn } from '@/lib/cn';

// Single SVG files, never flag-icons' whole stylesheet (STACK.md).
const flags = { br, es, gb, sa } as const;

export type FlagCode = keyof typeof flags;

/** A decorative flag; the text beside it names the language. */
export function Flag({ code, className }: { code: FlagCode; className?: string }) {
  return (
    <img
      src={flags[code]}
      alt=""
      width={20}
      height={15}
      className={cn('inline-block object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.2)]', className)}
    />
  );
}
