/** The only link schemes the editor accepts (others, `javascript:` and `data:` first, are XSS vectors). */
export const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// A host name with a dot and a letter-only top-level domain, an optional port and path: "example.com/a".
const BARE_DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;
const BARE_EMAIL = /^[^\s@/:?#]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}$/u;
// Whitespace or control characters anywhere make a URL ambiguous ("java\tscript:" is "javascript:").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f]/u;

/**
 * Whether `href` is an absolute `http:`, `https:` (with a host) or `mailto:` (with an address) URL.
 * Relative paths, protocol-relative `//host` URLs and every other scheme are refused.
 */
export function isAllowedLinkHref(href: string): boolean {
  if (!href || UNSAFE_CHARACTERS.test(href) || !SCHEME.test(href)) return false;
  try {
    const url = new URL(href);
    if (!(ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
    if (url.protocol === 'mailto:') return BARE_EMAIL.test(decodeURIComponent(url.pathname));
    return url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Turns what a user typed into a link address, or `null` when it is not allowed. Absolute
 * `http:`/`https:`/`mailto:` URLs are kept as typed (trimmed); a bare domain ("example.com/page")
 * becomes `https://…` and a bare email address becomes `mailto:…`.
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  if (SCHEME.test(value) && !BARE_DOMAIN.test(value)) {
    return isAllowedLinkHref(value) ? value : null;
  }
  if (BARE_EMAIL.test(value)) return `mailto:${value}`;
  if (BARE_DOMAIN.test(value)) {
    const url = `https://${value}`;
    return isAllowedLinkHref(url) ? url : null;
  }
  return null;
}
