import { optionId, optionLabel } from './option-label';

describe('optionLabel', () => {
  it('shows strings and numbers as they are, and nothing for null', () => {
    expect(optionLabel('Germany')).toBe('Germany');
    expect(optionLabel(42)).toBe('42');
    expect(optionLabel(null)).toBe('');
    expect(optionLabel(undefined)).toBe('');
  });

  it('reads the optionKey field of an object, else label, else name', () => {
    const country = { code: 'DE', name: 'Germany' };
    expect(optionLabel(country, 'code')).toBe('DE');
    expect(optionLabel(country)).toBe('Germany');
    expect(optionLabel({ label: 'Shown', name: 'Hidden' })).toBe('Shown');
    expect(optionLabel({ other: 1 })).toBe('');
  });
});

describe('optionId', () => {
  it('uses getOptionId when given, else the label', () => {
    const country = { code: 'DE', name: 'Germany' };
    expect(optionId(country, 'name')).toBe('Germany');
    expect(optionId(country, 'name', (option) => option.code)).toBe('DE');
    expect(optionId<typeof country>(null, 'name', (option) => option.code)).toBe('');
  });
});
