import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** The look of every text-like control (input, textarea, combobox input). */
export const inputClass = cn(
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-text shadow-xs',
  'transition-colors duration-150 ease-out placeholder:text-muted',
  'focus-visible:border-primary-strong focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'read-only:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger-strong',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(inputClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClass, 'min-h-24 py-2', className)}
      {...props}
    />
  );
}

export function Label({ className, children, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn('text-sm font-semibold text-text', className)}
      {...props}
    >
      {children}
    </label>
  );
}

/**
 * The account's email, not shown, in a form that asks only for passwords (change the password,
 * confirm it to go on, set it from a mailed link). Password managers read it to know which saved
 * sign-in the form is about; without it they may save or offer a password under no name.
 */
export function UsernameForPasswordManagers({ email }: { email: string }) {
  return (
    <input
      data-slot="username-for-password-managers"
      type="email"
      name="username"
      autoComplete="username"
      value={email}
      readOnly
      hidden
    />
  );
}

/** A hint (tone "muted") or an error (tone "error") under a control; give it an id for aria-describedby. */
export function FieldMessage({
  tone = 'muted',
  className,
  ...props
}: ComponentProps<'p'> & { tone?: 'muted' | 'error' | 'success' }) {
  return (
    <p
      data-slot="field-message"
      data-tone={tone}
      className={cn(
        'text-sm',
        tone === 'error' && 'text-danger-strong',
        tone === 'success' && 'text-primary-strong',
        tone === 'muted' && 'text-muted',
        className,
      )}
      {...props}
    />
  );
}
