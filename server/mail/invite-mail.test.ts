// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ACCOUNT_LANGUAGES } from '../contract/auth';
import { INVITE_MAIL_MESSAGES, inviteMail } from './invite-mail';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('invite mail', () => {
  const english = new Map(leaves(INVITE_MAIL_MESSAGES.en));

  it.each(ACCOUNT_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has the same keys and placeholders as English, each one translated',
    (language) => {
      const translated = new Map(leaves(INVITE_MAIL_MESSAGES[language]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        // Spanish and Portuguese write "editor" as English does.
        if (key !== 'roles.editor')
          expect(text, `${key} is left in English`).not.toBe(english.get(key));
      }
    },
  );

  it('says who invited, as what and for how long, escapes the HTML part and marks Arabic right to left', () => {
    const link = 'http://localhost/auth/accept-invite?token=abc&x="y"';
    const mail = inviteMail({
      language: 'ar',
      inviter: '<b>Ada</b>',
      role: 'editor',
      link,
      days: 7,
    });
    expect(mail.subject).toBe(INVITE_MAIL_MESSAGES.ar.subject);
    expect(mail.text).toContain('<b>Ada</b>');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(INVITE_MAIL_MESSAGES.ar.roles.editor);
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.html).toContain('token=abc&amp;x=&quot;y&quot;');
    expect(mail.html).toContain('dir="rtl"');
    const english = inviteMail({ language: 'en', inviter: 'Ada', role: 'viewer', link, days: 7 });
    expect(english.text).toContain('Ada invited you to Tessera Admin as a viewer.');
    expect(english.text).toContain('The link works once, for 7 days.');
  });
});
