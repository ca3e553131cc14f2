import { FieldMessage } from './input';

/**
 * The error messages a control shows: `errorMessages` as a list, cut to the first `errorCount`.
 * Empty strings are dropped; a count below zero shows nothing.
 */
export function visibleErrors(
  errorMessages: string | readonly string[] | undefined,
  errorCount = 1,
) {
  const all = typeof errorMessages === 'string' ? [errorMessages] : [...(errorMessages ?? [])];
  return all
    .filter((message) => message.trim() !== '')
    .slice(0, Math.max(0, Math.floor(errorCount)));
}

/** The error props shared by checkbox, radio group and switch. */
export interface ErrorStateProps {
  /** Shows the error style (and sets aria-invalid) even without messages. @default false */
  error?: boolean;
  /** Error message(s) shown under the control and tied to it with aria-describedby. */
  errorMessages?: string | string[];
  /** How many of `errorMessages` to show, from the first. @default 1 */
  errorCount?: number;
}

/** Whether a control is invalid, and the messages (with their ids) to show; none when disabled. */
export function errorState(
  baseId: string,
  { error = false, errorMessages, errorCount = 1 }: ErrorStateProps,
  disabled = false,
) {
  const messages = disabled ? [] : visibleErrors(errorMessages, errorCount);
  return {
    invalid: !disabled && (error || messages.length > 0),
    messages: messages.map((text, index) => ({ id: `${baseId}-error-${index}`, text })),
  };
}

/** The messages of `errorState`, each with its id for aria-describedby. */
export function FieldErrors({ messages }: { messages: { id: string; text: string }[] }) {
  return messages.map((message) => (
    <FieldMessage key={message.id} id={message.id} tone="error">
      {message.text}
    </FieldMessage>
  ));
}
