import { COUNTRY_CODES, countryOptions } from './countries';

describe('countries', () => {
  it('lists the ISO 3166-1 alpha-2 codes once each', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every country in the requested language', () => {
    const english = countryOptions('en');
    const spanish = countryOptions('es');
    const portuguese = countryOptions('pt-BR');
    expect(english).toHaveLength(COUNTRY_CODES.length);
    const nameOf = (list: typeof english, code: string) =>
      list.find((country) => country.code === code)?.name;
    expect(nameOf(english, 'DE')).toBe('Germany');
    expect(nameOf(spanish, 'DE')).toBe('Alemania');
    expect(nameOf(portuguese, 'DE')).toBe('Alemanha');
    expect(nameOf(spanish, 'DE')).not.toBe(nameOf(english, 'DE'));
  });

  it('sorts by name as the language sorts', () => {
    for (const locale of ['en', 'es', 'pt-BR']) {
      const names = countryOptions(locale).map((country) => country.name);
      const collator = new Intl.Collator(locale);
      expect(names).toEqual([...names].sort(collator.compare));
    }
    const spanish = countryOptions('es').map((country) => country.name);
    // Accented names sort with their base letter, not after "Z".
    expect(spanish.indexOf('Austria')).toBeLessThan(spanish.indexOf('Azerbaiyán'));
    expect(spanish.indexOf('Islandia')).toBeLessThan(spanish.indexOf('Japón'));
  });

  it('falls back to the codes without Intl.DisplayNames', () => {
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, { DisplayNames: undefined }),
    );
    try {
      const countries = countryOptions('en');
      expect(countries.find((country) => country.code === 'DE')?.name).toBe('DE');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
