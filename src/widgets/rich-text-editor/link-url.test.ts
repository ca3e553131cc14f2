import { describe, expect, it } from 'vitest';

import { isAllowedLinkHref, normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps absolute http, https and mailto addresses as typed (trimmed)', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(normalizeLinkUrl('  http://example.com  ')).toBe('http://example.com');
    expect(normalizeLinkUrl('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
    expect(normalizeLinkUrl('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(normalizeLinkUrl('mailto:someone@example.com?subject=Hi')).toBe(
      'mailto:someone@example.com?subject=Hi',
    );
  });

  it('adds https:// to a bare domain and mailto: to a bare email address', () => {
    expect(normalizeLinkUrl('example.com')).toBe('https://example.com');
    expect(normalizeLinkUrl('www.example.com/path?q=1')).toBe('https://www.example.com/path?q=1');
    expect(normalizeLinkUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeLinkUrl('exámple.com.br')).toBe('https://exámple.com.br');
    expect(normalizeLinkUrl('someone@example.com')).toBe('mailto:someone@example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'javascript.com:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123456',
    '/admin/dashboard',
    './relative',
    '../up',
    '#anchor',
    '?query',
    '//evil.example.com',
    'http://',
    'https://',
    'mailto:',
    'mailto:nobody',
    'https://exa mple.com',
    'garbage',
    'not a url',
    'localhost',
    '',
    '   ',
  ])('rejects %j', (input) => {
    expect(normalizeLinkUrl(input)).toBeNull();
  });
});

describe('isAllowedLinkHref', () => {
  it('accepts only absolute http, https and mailto hrefs', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref('http://example.com/a')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@example.com')).toBe(true);
    expect(isAllowedLinkHref('example.com')).toBe(false);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('data:,hi')).toBe(false);
    expect(isAllowedLinkHref('mailto:%E0%A4%A')).toBe(false);
  });
});
