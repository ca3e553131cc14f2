import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Input, Label } from '@/ui/input';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { chatBoxLabels, type ChatBoxLabels } from './chat-labels';
import { useStickyScroll } from './use-sticky-scroll';

/** One chat message: its text, and whether the user wrote it. */
export type ChatMessage = { text: string; yours: boolean };

/** The chat's default height. */
export const CHAT_DEFAULT_HEIGHT = '20rem';

export type ChatBoxProps = Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange'> & {
  /** The messages, oldest first, controlled; without it the chat keeps its own. */
  messages?: ChatMessage[];
  /** The initial messages when uncontrolled. @default [] */
  defaultMessages?: ChatMessage[];
  /** Called with the list plus the sent `{ text, yours: true }` (text trimmed). */
  onMessagesChange?: (messages: ChatMessage[]) => void;
  /** Height of the message list (any CSS length); it never goes below 18.75rem. @default '20rem' */
  height?: string;
  /** Accessible name of this message log. @default `labels.log` ("Chat messages") */
  label?: string;
  /** Texts to override; the rest stay translated. @default "Chat messages", "Your message", "Send", "You said:", "They said:" */
  labels?: Partial<ChatBoxLabels>;
};

/**
 * A chat: a scrolling log of bubbles (the user's on the right in green, the
 * other party's on the left in grey) above a single-line field and a Send button. Enter or the
 * button sends; blank text is not sent; the field then clears and keeps focus. New
 * messages scroll into view over 500 ms when the reader is at the bottom.
 */
export function ChatBox({
  messages,
  defaultMessages,
  onMessagesChange,
  height = CHAT_DEFAULT_HEIGHT,
  label,
  labels: labelOverrides,
  className,
  ...props
}: ChatBoxProps) {
  const labels = useLabels(chatBoxLabels, labelOverrides);
  const id = useId();
  const [list, setList] = useControllableState<ChatMessage[]>({
    value: messages,
    defaultValue: defaultMessages ?? [],
    onChange: onMessagesChange,
  });
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { stickNext, scrollProps } = useStickyScroll(logRef, list.length);
  const fieldLabel = labels.input;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    inputRef.current?.focus();
    if (!text) return;
    stickNext();
    setList([...list, { text, yours: true }]);
    setDraft('');
  };

  return (
    <div data-slot="chat" className={cn('flex min-w-0 flex-col gap-3', className)} {...props}>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={label ?? labels.log}
        // Focusable so keyboard users can scroll the history (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="chat-log"
        style={{ height }}
        className={cn(
          'flex min-h-[18.75rem] flex-col gap-2 overflow-y-auto overscroll-contain rounded-md p-1 pe-2',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
        {...scrollProps}
      >
        {list.map((message, index) => (
          <p
            // Messages are only ever appended, so their index is a stable key.
            key={index}
            data-slot="chat-message"
            data-from={message.yours ? 'you' : 'them'}
            className={cn(
              'max-w-[70%] shrink-0 rounded-2xl px-3.5 py-2 leading-snug wrap-anywhere whitespace-pre-wrap',
              message.yours
                ? 'self-end rounded-ee-sm bg-primary text-on-primary'
                : 'self-start rounded-es-sm border border-border bg-surface-muted text-text',
            )}
          >
            <VisuallyHidden>{message.yours ? labels.fromYou : labels.fromThem} </VisuallyHidden>
            {message.text}
          </p>
        ))}
      </div>
      <form data-slot="chat-form" className="flex gap-2" onSubmit={send}>
        <Label htmlFor={`${id}-input`} className="sr-only">
          {fieldLabel}
        </Label>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          data-slot="chat-input"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={fieldLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" data-slot="chat-send" className="h-11">
          <SendHorizontal aria-hidden="true" className="flip-rtl" />
          {labels.send}
        </Button>
      </form>
    </div>
  );
}
