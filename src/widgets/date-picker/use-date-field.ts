import type { Locale } from 'date-fns';
import { useState, type KeyboardEvent } from 'react';

import type { DateMode, Selection } from './date-modes';
import type { FieldError } from './date-picker-labels';

export type UseDateFieldOptions = {
  mode: DateMode;
  selection: Selection;
  setSelection: (next: Selection) => void;
  pattern: string;
  locale: Locale;
  withTime: boolean;
  required: boolean;
  problemWith: (date: Date) => FieldError | null;
  /** Shows the month of a day that was typed. */
  onMonth: (month: Date) => void;
};

/** Text and error belong to the value they were typed against (its key). */
type Draft = { text: string; key: string };
type KeyedError = { problem: FieldError; key: string };

/**
 * Typed entry of a date field. The field shows what the user typed until it is read (on blur or
 * Enter); a new value from outside replaces the text and drops its error, because both are kept
 * with the key of the value they were typed against and are ignored once the value has another.
 * A new language or pattern rewrites the shown value, not a draft being typed.
 */
export function useDateField({
  mode,
  selection,
  setSelection,
  pattern,
  locale,
  withTime,
  required,
  problemWith,
  onMonth,
}: UseDateFieldOptions) {
  const key = mode.key(selection);
  const formatted = mode.format(selection, pattern, locale);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [keyedError, setKeyedError] = useState<KeyedError | null>(null);
  const text = draft?.key === key ? draft.text : formatted;
  const error = keyedError?.key === key ? keyedError.problem : null;

  /** Sets the value; with an error the typed text stays, else the field shows the value. */
  function apply(next: Selection, raw: string, problem?: FieldError) {
    setSelection(next);
    const nextKey = mode.key(next);
    setDraft(problem ? { text: raw, key: nextKey } : null);
    setKeyedError(problem ? { problem, key: nextKey } : null);
  }

  /** Reads the typed text; an unusable text stays, with an error. */
  function commit(raw: string) {
    const trimmed = raw.trim();
    if (!trimmed) {
      // "Required" is said once the user empties a filled field or the form is checked, not on a
      // mere pass through the empty field.
      const hadValue = !mode.isEmpty(selection);
      const showRequired = required && (hadValue || error !== null);
      apply(
        hadValue ? mode.empty : selection,
        raw,
        showRequired ? { kind: 'required' } : undefined,
      );
      return;
    }
    if (trimmed === formatted) {
      const incomplete = required && mode.incomplete(selection);
      apply(selection, raw, incomplete ? { kind: 'rangeIncomplete' } : undefined);
      return;
    }
    const outcome = mode.parse(trimmed, {
      pattern,
      locale,
      current: selection,
      withTime,
      required,
      problemWith,
    });
    if (outcome.month) onMonth(outcome.month);
    apply(outcome.value ?? selection, raw, outcome.error);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, openCalendar: () => void) {
    if (event.key === 'Enter' && text !== formatted) {
      // Read the text first; the form submits on a later Enter, with the value the field shows.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      commit(text);
      openCalendar();
    }
  }

  return {
    text,
    error,
    /** The value to show, chosen in the calendar. */
    choose: (next: Selection) => apply(next, ''),
    setText: (next: string) => setDraft({ text: next, key }),
    commit,
    onKeyDown,
    /** The form was checked with an empty or incomplete field. */
    markInvalid: (problem: FieldError) => {
      if (!error) setKeyedError({ problem, key });
    },
  };
}
