import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** The ids a control points at through `aria-describedby`: the error first, then the hint. */
function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      data-slot="field-error"
      className="flex items-start gap-1.5 text-sm leading-5 text-danger-strong"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type AuthFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label. */
  label: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** The translated error; marks the input invalid and describes it. */
  error?: string;
  /** Live feedback shown right under the input (a password's strength). */
  status?: ReactNode;
};

/** A labelled text input with an optional hint and error message, both tied to the input. */
export function AuthField({ label, hint, error, status, className, ...props }: AuthFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div data-slot="auth-field" className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        className={cn(
          'h-11 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-text shadow-xs transition-colors duration-150 ease-out',
          'placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          'aria-invalid:border-danger',
          className,
        )}
        {...props}
      />
      {status}
      {hint && (
        <p id={hintId} className="text-sm leading-5 text-muted">
          {hint}
        </p>
      )}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

type AuthCheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  /** The label; may hold a link. */
  label: ReactNode;
  /** The translated error; marks the checkbox invalid and describes it. */
  error?: string;
};

/** A native checkbox with its label beside it and an optional error message under both. */
export function AuthCheckbox({ label, error, className, ...props }: AuthCheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div data-slot="auth-checkbox" className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn(
            'mt-0.5 size-5 shrink-0 cursor-pointer accent-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-base leading-6">
          {label}
        </label>
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** Shared look for the inline links of the auth pages. */
export const authLinkClass =
  'rounded-sm font-semibold text-primary-strong underline decoration-1 underline-offset-4 hover:decoration-2';
