import { describe, expect, it } from 'vitest';

import { ACCOUNT_LANGUAGES, accountLanguageOf } from '@contract/auth';

import { languages } from './languages';

describe('account languages', () => {
  it("are the interface's languages, so every account's mail can be written in its own", () => {
    expect([...ACCOUNT_LANGUAGES].sort()).toEqual(languages.map((language) => language.lng).sort());
  });

  it('map any tag the interface may send to one of them', () => {
    expect(accountLanguageOf('pt-BR')).toBe('pt-BR');
    expect(accountLanguageOf('pt-PT')).toBe('pt-BR');
    expect(accountLanguageOf('es-MX')).toBe('es');
    expect(accountLanguageOf('ar-XB')).toBe('ar');
    expect(accountLanguageOf('en-XA')).toBe('en');
    expect(accountLanguageOf('de')).toBe('en');
    expect(accountLanguageOf(undefined)).toBe('en');
  });
});
