import { prepareFormats } from './prepare-formats';

/** The locales of the formats whose `format` was used (a getter on the prototype). */
function formatsUsed(prototype: Intl.NumberFormat | Intl.DateTimeFormat) {
  const getter = vi.spyOn(prototype as { format: unknown }, 'format', 'get');
  return () =>
    getter.mock.contexts.map(
      (format) => (format as Intl.NumberFormat | Intl.DateTimeFormat).resolvedOptions().locale,
    );
}

describe('prepareFormats', () => {
  it('makes a number and a date format in the locale, formatting with each', () => {
    const numbers = formatsUsed(Intl.NumberFormat.prototype);
    const dates = formatsUsed(Intl.DateTimeFormat.prototype);
    prepareFormats('pt-BR');
    expect(numbers()).toEqual(['pt-BR']);
    expect(dates()).toEqual(['pt-BR']);
  });
});
