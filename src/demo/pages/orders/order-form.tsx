import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import type { Formatter } from '@/lib/format';
import {
  centsOf,
  formErrorsOf,
  ResourceField,
  ResourceForm,
  ResourceRefField,
  useResourceForm,
  useResourceLabels,
  valuesDrafts,
  wholeNumberOf,
  type RecordFormProps,
} from '@/widgets/resource';
import {
  ORDER_LIMITS,
  ORDER_MESSAGE_NUMBERS,
  ORDER_STATUSES,
  orderCreateSchema,
  type ApiOrderDetail,
  type OrderCreateInput,
} from '@contract/demo/orders';
import { fieldErrors } from '@contract/errors';

import { orderKeys, ordersApi } from './orders-data';

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

const EMPTY_ORDER: OrderFormValues = {
  reference: '',
  customer: '',
  status: '',
  total: '',
  placed: '',
};

/** An order as the form's values; the total as the language writes it, without grouping. */
function valuesOf(order: ApiOrderDetail, format: Formatter): OrderFormValues {
  return {
    reference: order.reference,
    customer: String(order.customerId),
    status: order.status,
    total: format.number(order.total / 100, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
    placed: order.placed,
  };
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
  return Object.hasOwn(EMPTY_ORDER, path) ? (path as OrderFieldName) : undefined;
}

/** Validates with the schema the API uses, so the form and the server agree on every message. */
function validateOrder(values: OrderFormValues): OrderFieldErrors {
  const parsed = orderCreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error), formFieldOf);
}

/** The unsaved drafts of order forms, by page path. */
const orderDrafts = valuesDrafts('tessera.orderDraft', EMPTY_ORDER);

/** The order to edit (`record`; none: a new one), as the record page gives it. */
export type OrderFormProps = RecordFormProps<ApiOrderDetail>;

/**
 * A order's fields, checked with the API's own schema when a field is left and on
 * submit; the server's 422 messages land on the same fields. Save is disabled while saving; a 409
 * opens the conflict dialog; unsaved changes are asked about before leaving and kept as a draft.
 */
export function OrderForm({ record, readOnly = false, draftKey, onSaved }: OrderFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useResourceLabels('orders');
  const form = useResourceForm({
    api: ordersApi,
    keys: orderKeys,
    record,
    readOnly,
    draftKey,
    drafts: orderDrafts,
    empty: EMPTY_ORDER,
    valuesOf: (order) => valuesOf(order, format),
    bodyOf,
    validate: validateOrder,
    fieldOf: formFieldOf,
    // Keys from the shared schema or the server: orders.validation.*
    message: (key, values) => t(key as 'orders.validation.idsInvalid', values),
    messageNumbers: ORDER_MESSAGE_NUMBERS,
    onSaved,
  });
  const label = (name: OrderFieldName) => t(`orders.fields.${name}`);

  return (
    <ResourceForm
      form={form}
      labels={labels.form}
      conflict={{
        labels: labels.conflict,
        name: (current) => current.reference,
        fields: (current) => [
          { label: label('reference'), value: current.reference },
          {
            label: label('customer'),
            value:
              current.customerName ?? t('widgets.resource.ref.missing', { id: current.customerId }),
          },
          { label: label('status'), value: t(`orders.values.status.${current.status}`) },
          {
            label: label('total'),
            value: format.number(current.total / 100, { minimumFractionDigits: 2 }),
          },
          { label: label('placed'), value: format.date(current.placed, { timeZone: 'UTC' }) },
        ],
      }}
      unsavedLabels={labels.unsaved}
    >
      <ResourceField
        form={form}
        name="reference"
        label={label('reference')}
        autoComplete="off"
        maxLength={ORDER_LIMITS.referenceMax + 50}
      />
      <ResourceRefField
        form={form}
        name="customer"
        label={label('customer')}
        resource="users"
        nameKey="name"
        detailKey="email"
        required
        known={record && { id: record.customerId, name: record.customerName }}
      />
      <ResourceField form={form} name="status" label={label('status')} control="select">
        <option value="">{t('orders.choose')}</option>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`orders.values.status.${value}`)}
          </option>
        ))}
      </ResourceField>
      <ResourceField
        form={form}
        name="total"
        label={label('total')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('orders.hints.total', {
          example: format.number(12.5, { minimumFractionDigits: 2, useGrouping: false }),
        })}
      />
      <ResourceField form={form} name="placed" label={label('placed')} type="date" />
    </ResourceForm>
  );
}
