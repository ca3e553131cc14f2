import { X } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { feedLabels, type FeedLabels } from './feed-labels';

/** One feed post: who did what, with their photo. */
export type FeedPost = { id: string; photoURL: string; name: string; text: string };

export type FeedProps = Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange'> & {
  /** The posts, controlled; without it the feed keeps its own. */
  posts?: FeedPost[];
  /** The initial posts when uncontrolled. @default [] */
  defaultPosts?: FeedPost[];
  /** Called with the posts left after one is removed. */
  onPostsChange?: (posts: FeedPost[]) => void;
  /** Accessible name of this list of posts. @default `labels.feed` ("Activity feed") */
  label?: string;
  /** Texts to override (`feed`, `empty`, `remove(post)`); the rest stay translated. @default "Activity feed", "Your feed is empty.", "Remove post by {name}" */
  labels?: Partial<FeedLabels>;
};

/**
 * A list of short posts: a round avatar, the author in bold and what they did,
 * cut with an ellipsis when too long, and a small × that removes the post. Focus then moves to
 * the next post's ×, else the previous one's, else the empty message.
 */
export function Feed({
  posts,
  defaultPosts,
  onPostsChange,
  label,
  labels: labelOverrides,
  className,
  ...props
}: FeedProps) {
  const labels = useLabels(feedLabels, labelOverrides);
  const [items, setItems] = useControllableState<FeedPost[]>({
    value: posts,
    defaultValue: defaultPosts ?? [],
    onChange: onPostsChange,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    const root = rootRef.current;
    if (index === null || !root) return;
    pendingFocus.current = null;
    const buttons = root.querySelectorAll<HTMLElement>('[data-slot="feed-remove"]');
    const target =
      buttons[Math.min(index, buttons.length - 1)] ??
      root.querySelector<HTMLElement>('[data-slot="feed-empty"]');
    target?.focus();
  }, [items]);

  const remove = (post: FeedPost, index: number) => {
    pendingFocus.current = index;
    setItems(items.filter((item) => item.id !== post.id));
  };

  return (
    <div ref={rootRef} data-slot="feed" className={cn('min-w-0', className)} {...props}>
      {items.length === 0 ? (
        <p data-slot="feed-empty" tabIndex={-1} className="py-2 text-muted focus:outline-none">
          {labels.empty}
        </p>
      ) : (
        <ul aria-label={label ?? labels.feed} className="flex flex-col gap-1">
          {items.map((post, index) => (
            <li
              key={post.id}
              data-slot="feed-post"
              className="flex min-w-0 items-center gap-3 rounded-md py-1.5"
            >
              <img
                src={post.photoURL}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                data-slot="feed-avatar"
                className="size-12 shrink-0 rounded-full bg-surface-muted object-cover"
              />
              <p
                data-slot="feed-text"
                className="w-0 min-w-0 flex-1 truncate"
                title={`${post.name} ${post.text}`}
              >
                <strong className="font-semibold">{post.name}</strong> {post.text}
              </p>
              <button
                type="button"
                data-slot="feed-remove"
                aria-label={labels.remove(post)}
                onClick={() => remove(post, index)}
                className={cn(
                  'grid size-7 shrink-0 cursor-pointer place-items-center rounded-full text-muted',
                  'transition-colors duration-150 ease-out hover:bg-surface-muted hover:text-text',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                )}
              >
                <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
