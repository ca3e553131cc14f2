import type { MatchRange } from '@/lib/fuzzy';
import { displayKeys } from '@/lib/shortcuts/keys';

/** `text` with the matched ranges in `<mark>`. */
export function Highlight({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  if (!ranges.length) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark
        key={start}
        className="bg-transparent font-semibold text-inherit underline decoration-primary decoration-2 underline-offset-2"
      >
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** A shortcut as keys: `g d` → G D, `mod+k` → Ctrl+K (⌘+K on Apple systems). */
export function ShortcutKeys({ keys, className }: { keys: string; className?: string }) {
  return (
    <span data-slot="shortcut-keys" dir="ltr" className={className ?? 'inline-flex gap-1'}>
      {displayKeys(keys).map((stroke, index) => (
        <kbd
          key={index}
          className="inline-flex min-w-6 items-center justify-center gap-0.5 rounded border border-border bg-surface-muted px-1.5 font-sans text-xs leading-5 text-text"
        >
          {stroke.join('+')}
        </kbd>
      ))}
    </span>
  );
}
