import { escapeHtml, yandexLang } from './yandex-lang';

describe('yandexLang', () => {
  it('maps UI languages to the closest language Yandex 2.1 offers, else English', () => {
    expect(yandexLang('en')).toBe('en_US');
    expect(yandexLang('en-GB')).toBe('en_US');
    expect(yandexLang('ru')).toBe('ru_RU');
    expect(yandexLang('uk-UA')).toBe('uk_UA');
    expect(yandexLang('tr')).toBe('tr_TR');
    expect(yandexLang('es')).toBe('en_US');
    expect(yandexLang('pt-BR')).toBe('en_US');
    expect(yandexLang(undefined)).toBe('en_US');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that would make markup', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});
