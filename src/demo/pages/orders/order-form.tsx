import { useMutation } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type ReactNode, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/query-client';
import { Button } from '@/ui/button';
import { Input, inputClass, Label } from '@/ui/input';
import {
  applyServerErrors,
  ConflictDialog,
  conflictOf,
  draftStorage,
  formErrorsOf,
  UnsavedChangesGuard,
  useKeepDraft,
} from '@/widgets/resource';
import {
  ORDER_LIMITS,
  ORDER_STATUSES,
  orderCreateSchema,
  type ApiOrderDetail,
  type OrderCreateInput,
} from '@contract/demo/orders';
import { fieldErrors } from '@contract/errors';

import { orderKeys, ordersApi } from './orders-data';
import { useOrdersLabels } from './orders-labels';

/** The form's fields as typed (numbers too: "" and "12.5" must reach the schema as typed). */
type OrderFormValues = {
  reference: string;
  customer: string;
  status: string;
  total: string;
  placed: string;
};
type OrderFieldName = keyof OrderFormValues;
/** A field's message key (`orders.validation.*`). */
type OrderFieldErrors = Partial<Record<OrderFieldName, string>>;

const ORDER_FIELDS: readonly OrderFieldName[] = [
  'reference',
  'customer',
  'status',
  'total',
  'placed',
];

const EMPTY_ORDER: OrderFormValues = {
  reference: '',
  customer: '',
  status: '',
  total: '',
  placed: '',
};

function valuesOf(order: ApiOrderDetail): OrderFormValues {
  return {
    reference: order.reference,
    customer: String(order.customerId),
    status: order.status,
    total: (order.total / 100).toFixed(2),
    placed: order.placed,
  };
}

/** A typed whole number as the API wants it: a number when it reads as one, else the text (the schema says why). */
function wholeNumberOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** A typed amount in cents ("12.5" and "12,50" are 1250), else the text (the schema says why). */
function centsOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(?:[.,]\d{1,2})?$/.test(trimmed)
    ? Math.round(Number(trimmed.replace(',', '.')) * 100)
    : trimmed;
}

/** The body of a create (and, with `version`, of an update). */
function bodyOf(values: OrderFormValues): OrderCreateInput {
  // Text that is not a number goes as typed, so the schema's message says what is wrong with it.
  return {
    reference: values.reference,
    customerId: wholeNumberOf(values.customer),
    status: values.status || null,
    total: centsOf(values.total),
    placed: values.placed || null,
  } as OrderCreateInput;
}

/** The form field an API field path belongs to (`customerId` → `customer`). */
function formFieldOf(path: string): OrderFieldName | undefined {
  if (path === 'customerId') return 'customer';
  return (ORDER_FIELDS as readonly string[]).includes(path) ? (path as OrderFieldName) : undefined;
}

/** Validates with the schema the API uses, so the form and the server agree on every message. */
function validateOrder(values: OrderFormValues): OrderFieldErrors {
  const parsed = orderCreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error), formFieldOf);
}

const sameValues = (a: OrderFormValues, b: OrderFormValues) =>
  ORDER_FIELDS.every((field) => a[field] === b[field]);

/** The unsaved drafts of order forms, by page path. */
const orderDrafts = draftStorage(
  'tessera.orderDraft',
  (values): values is OrderFormValues =>
    typeof values === 'object' &&
    values !== null &&
    ORDER_FIELDS.every(
      (field) => typeof (values as Record<string, unknown>)[field] === typeof EMPTY_ORDER[field],
    ),
);

type Problem = 'forbidden' | 'failed' | undefined;

export interface OrderFormProps {
  /** The order to edit; none: a new one. */
  order?: ApiOrderDetail;
  /** Show the values without a way to change them (a viewer). @default false */
  readOnly?: boolean;
  /** Where the form's draft is kept: the page's path. */
  draftKey: string;
  /** After a successful save (a new order: after it was created). */
  onSaved: (order: ApiOrderDetail, created: boolean) => void | Promise<void>;
}

/**
 * A order's fields, checked with the API's own schema when a field is left and on
 * submit; the server's 422 messages land on the same fields. Save is disabled while saving; a 409
 * opens the conflict dialog; unsaved changes are asked about before leaving and kept as a draft.
 */
export function OrderForm({ order, readOnly = false, draftKey, onSaved }: OrderFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const labels = useOrdersLabels();
  const formRef = useRef<HTMLFormElement>(null);
  // A read-only form (a viewer, or nobody signed in for a moment) leaves any draft alone.
  const [draft] = useState(() => (readOnly ? undefined : orderDrafts.read(draftKey)));
  const [base, setBase] = useState<OrderFormValues>(() => (order ? valuesOf(order) : EMPTY_ORDER));
  const [version, setVersion] = useState(() => draft?.version ?? order?.version);
  const [values, setValues] = useState<OrderFormValues>(() => draft?.values ?? base);
  const [touched, setTouched] = useState<ReadonlySet<OrderFieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<OrderFieldErrors>({});
  const [problem, setProblem] = useState<Problem>();
  const [conflict, setConflict] = useState<ApiOrderDetail>();
  const restored = draft !== undefined && !sameValues(draft.values, base);
  const dirty = !readOnly && !sameValues(values, base);
  useKeepDraft(orderDrafts, draftKey, { values, version, dirty, enabled: !readOnly });

  const clientErrors = validateOrder(values);
  const errors: OrderFieldErrors = {};
  for (const name of ORDER_FIELDS) {
    const shown = submitted || touched.has(name) ? clientErrors[name] : undefined;
    const message = serverErrors[name] ?? shown;
    if (message) errors[name] = message;
  }

  const focusFirstInvalid = (found: OrderFieldErrors) => {
    const first = ORDER_FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const save = useMutation({
    mutationFn: ({ body, at }: { body: OrderFormValues; at?: number }) =>
      order
        ? ordersApi.update(order.id, { ...bodyOf(body), version: at ?? 0 })
        : ordersApi.create(bodyOf(body)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(orderKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.history(saved.id) });
      const next = valuesOf(saved);
      // Saved: nothing is unsaved any more, before any navigation asks.
      flushSync(() => {
        setBase(next);
        setValues(next);
        setVersion(saved.version);
        setSubmitted(false);
        setTouched(new Set());
      });
      orderDrafts.clear(draftKey);
      await onSaved(saved, !order);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem('failed');
      if (error.status === 401) return; // the app sends the person to sign in, the draft waits
      if (error.status === 409) {
        const current = conflictOf<ApiOrderDetail>(error);
        return current ? setConflict(current) : setProblem('failed');
      }
      const found = applyServerErrors(
        error,
        (next: OrderFieldErrors) => flushSync(() => setServerErrors(next)),
        formFieldOf,
      );
      if (found) return focusFirstInvalid(found);
      setProblem(error.status === 403 ? 'forbidden' : 'failed');
    },
  });

  const change = <K extends OrderFieldName>(name: K, value: OrderFormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _, ...rest }) => rest);
    setProblem(undefined);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || readOnly) return;
    flushSync(() => setSubmitted(true));
    const found = validateOrder(values);
    if (Object.keys(found).length) return focusFirstInvalid(found);
    setProblem(undefined);
    save.mutate({ body: values, at: version });
  };

  /** What every control of a field carries: its name, id, state and described-by. */
  const control = (name: OrderFieldName, hint = false) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] && `${id}-${name}-error`, hint && `${id}-${name}-hint`]
        .filter(Boolean)
        .join(' ') || undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Leaving for Save: the submit checks every field. Showing this field's message first
      // would move Save down between press and release, and the click would miss it.
      if (event.relatedTarget?.getAttribute('type') === 'submit') return;
      setTouched((previous) => new Set(previous).add(name));
    },
  });

  const field = (name: OrderFieldName, input: ReactNode, hint?: ReactNode, className?: string) => {
    const error = errors[name];
    return (
      <div className={cn('grid content-start gap-1.5', className)}>
        <Label htmlFor={`${id}-${name}`}>{t(`orders.fields.${name}`)}</Label>
        {input}
        {hint && (
          <p id={`${id}-${name}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p
            id={`${id}-${name}-error`}
            className="flex items-start gap-1.5 text-sm text-danger-strong"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {/* Keys from the shared schema or the server: orders.validation.* */}
            <span>{t(error as 'orders.validation.idsInvalid')}</span>
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {restored && !readOnly && (
        <p className="mb-4 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm">
          {t('orders.draftRestored')}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          {field(
            'reference',
            <Input
              {...control('reference')}
              value={values.reference}
              readOnly={readOnly}
              autoComplete="off"
              maxLength={ORDER_LIMITS.referenceMax + 50}
              onChange={(event) => change('reference', event.target.value)}
            />,
          )}
          {field(
            'customer',
            <Input
              {...control('customer', true)}
              value={values.customer}
              readOnly={readOnly}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => change('customer', event.target.value)}
            />,
            order?.customerName && values.customer === String(order.customerId)
              ? t('orders.hints.customerNamed', { name: order.customerName })
              : t('orders.hints.customer'),
          )}
          {field(
            'status',
            <select
              {...control('status')}
              value={values.status}
              disabled={readOnly}
              // A select always matches :read-only; only a disabled one (a viewer) is dimmed.
              className={cn(inputClass, 'h-11 read-only:bg-surface')}
              onChange={(event) => change('status', event.target.value)}
            >
              <option value="">{t('orders.choose')}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`orders.values.status.${value}`)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'total',
            <Input
              {...control('total', true)}
              value={values.total}
              readOnly={readOnly}
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => change('total', event.target.value)}
            />,
            t('orders.hints.total', {
              example: format.number(12.5, { minimumFractionDigits: 2, useGrouping: false }),
            }),
          )}
          {field(
            'placed',
            <Input
              {...control('placed')}
              type="date"
              value={values.placed}
              readOnly={readOnly}
              onChange={(event) => change('placed', event.target.value)}
            />,
          )}
        </div>
        <div role="alert">
          {problem && (
            <p className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
              {t(problem === 'forbidden' ? 'orders.forbiddenWrite' : 'orders.saveFailed')}
            </p>
          )}
        </div>
        {!readOnly && (
          <div>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending && <LoaderCircle aria-hidden className="animate-spin" />}
              {t('orders.save')}
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog
        current={conflict}
        labels={labels.conflict}
        name={(current) => current.reference}
        fields={(current) => [
          { label: t('orders.fields.reference'), value: current.reference },
          {
            label: t('orders.fields.customer'),
            value: current.customerName ?? String(current.customerId),
          },
          { label: t('orders.fields.status'), value: t(`orders.values.status.${current.status}`) },
          {
            label: t('orders.fields.total'),
            value: format.number(current.total / 100, { minimumFractionDigits: 2 }),
          },
          {
            label: t('orders.fields.placed'),
            value: format.date(current.placed, { timeZone: 'UTC' }),
          },
        ]}
        onClose={() => setConflict(undefined)}
        onLoadTheirs={(current) => {
          const next = valuesOf(current);
          queryClient.setQueryData(orderKeys.detail(current.id), current);
          void queryClient.invalidateQueries({ queryKey: orderKeys.history(current.id) });
          setBase(next);
          setValues(next);
          setVersion(current.version);
          setServerErrors({});
          setConflict(undefined);
        }}
        onOverwrite={(current) => {
          setVersion(current.version);
          setConflict(undefined);
          save.mutate({ body: values, at: current.version });
        }}
      />
      <UnsavedChangesGuard
        when={dirty && !save.isPending}
        onLeave={() => orderDrafts.clear(draftKey)}
        labels={labels.unsaved}
      />
    </>
  );
}
