import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';

type FormControl = Element & { willValidate?: boolean; validity?: ValidityState };

/**
 * The "required" rule of a select: the message shows only after validation was
 * triggered — by the handle's validate(), or by the owning form.
 *
 * The form is reached through the visible combobox input: it carries a custom validity while
 * the select is invalid, so a native form refuses to submit and fires `invalid` on it (we show our
 * own message instead of the browser bubble, and focus the input when it is the first invalid
 * control). A `noValidate` form fires no `invalid`, so `submit` triggers the message too. The
 * form's `reset` resets the select.
 */
export function useRequiredValidation({
  input,
  valid,
  message,
  onFormReset,
}: {
  /** The combobox input element (from a state ref callback). */
  input: HTMLInputElement | null;
  valid: boolean;
  message: string;
  onFormReset: () => void;
}) {
  const [triggered, setTriggered] = useState(false);

  useEffect(() => {
    input?.setCustomValidity(valid ? '' : message);
  }, [input, valid, message]);

  const handleReset = useEffectEvent(() => {
    setTriggered(false);
    onFormReset();
  });

  useEffect(() => {
    const form = input?.form;
    if (!form) return;
    const onSubmit = () => setTriggered(true);
    const onReset = () => handleReset();
    form.addEventListener('submit', onSubmit);
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('reset', onReset);
    };
  }, [input]);

  function onInvalid(event: FormEvent<HTMLInputElement>) {
    event.preventDefault();
    setTriggered(true);
    const target = event.currentTarget;
    const firstInvalid = Array.from<FormControl>(target.form?.elements ?? []).find(
      (control) => control.willValidate && control.validity?.valid === false,
    );
    if (firstInvalid === target) target.focus();
  }

  return { triggered, setTriggered, onInvalid };
}
