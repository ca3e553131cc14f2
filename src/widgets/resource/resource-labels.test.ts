import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { createFormatter } from '@/lib/format';

import { formatFieldValue } from './field-values';
import { resourceLabels, type ResourceNamespace } from './resource-labels';

describe('resourceLabels', () => {
  it("words every text of the kit from the resource's namespace", () => {
    const labels = resourceLabels(i18next.t, 'en', 'users');
    expect(labels.record.notFoundTitle).toBe('User not found');
    expect(labels.record.notFoundText('42')).toBe(
      'There is no user with the id 42. It may have been deleted.',
    );
    expect(labels.list.bulkDeleted(1200)).toBe('1,200 users deleted.');
    expect(labels.list.bulkDeleted(1)).toBe('1 user deleted.');
    expect(labels.list.edit('Ada')).toBe('Edit Ada');
    expect(labels.form.forbidden).toBe("Your role can't change users.");
    expect(labels.history.action.create('Ada')).toBe('Ada created the user');
    expect(labels.frame.apiNeeded).toBe('This page needs the demo API');
  });

  it('takes only a namespace with the strings of a resource', () => {
    const resource: ResourceNamespace = 'users';
    // @ts-expect-error `widgets` has none of a resource's strings.
    const other: ResourceNamespace = 'widgets';
    expect([resource, other]).toHaveLength(2);
  });
});

describe('formatFieldValue', () => {
  const format = createFormatter('en', { timeZone: 'America/New_York' });

  it('shows each kind through the one formatter', () => {
    expect(formatFieldValue(format, 'money', 123456)).toBe('1,234.56');
    expect(formatFieldValue(format, 'number', 1234567)).toBe('1,234,567');
    expect(formatFieldValue(format, 'ref', 12345)).toBe('12345');
    // A calendar day stays on its day in any time zone.
    expect(formatFieldValue(format, 'date', '2030-01-31')).toBe('Jan 31, 2030');
    expect(formatFieldValue(format, (value) => `<${String(value)}>`, 'paid')).toBe('<paid>');
    expect(formatFieldValue(format, undefined, 'as sent')).toBe('as sent');
  });

  it('shows an empty value as nothing, whatever its kind', () => {
    for (const value of [null, undefined, '']) {
      expect(formatFieldValue(format, 'money', value)).toBe('');
    }
  });
});
