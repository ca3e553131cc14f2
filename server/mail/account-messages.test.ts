// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ACCOUNT_LANGUAGES } from '../contract/auth';
import {
  ACCOUNT_MAIL_MESSAGES,
  confirmEmailChangeMail,
  emailChangedMail,
} from './account-messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('account mail messages', () => {
  const english = new Map(leaves(ACCOUNT_MAIL_MESSAGES.en));

  it.each(ACCOUNT_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has the same keys and placeholders as English, each one translated',
    (language) => {
      const translated = new Map(leaves(ACCOUNT_MAIL_MESSAGES[language]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        expect(text, `${key} is left in English`).not.toBe(english.get(key));
      }
    },
  );

  it('writes the link out in both parts, and a note without a link has none', () => {
    const link = 'http://localhost/auth/confirm-email?token=abc&x=1';
    const mail = confirmEmailChangeMail({ language: 'es', name: 'Ana', link, hours: 24 });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="http://localhost/auth/confirm-email?token=abc&amp;x=1"');
    expect(mail.text).toContain('24 horas');
    const note = emailChangedMail({ language: 'ar', name: '<i>', email: 'new@example.com' });
    expect(note.html).not.toContain('<a ');
    expect(note.html).toContain('&lt;i&gt;');
    expect(note.html).toContain('dir="rtl"');
    expect(note.text).toContain('new@example.com');
  });
});
