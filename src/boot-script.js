/* global document, window, matchMedia, __PREFERENCES__ */
// Runs inline in <head>, before the stylesheet paints (vite.config.ts inlines it; the
// Content-Security-Policy admits it by its hash): the stored theme (else the system's) and the
// stored language are on <html> before the first paint, by the same rules as src/lib/theme.ts and
// src/i18n/i18n.ts (lang and dir), so a dark-theme reader never sees a light flash and a
// right-to-left page never paints left to right first. The appearance preferences (colour preset,
// radius, font, density, width, layout) go on <html> as data-* attributes, each the stored choice
// when it is one of the allowed values, else the brand's default: `__PREFERENCES__` is replaced by
// src/config/brand.ts and server/contract/preferences.ts (scripts/content-security-policy.ts).
(function (preferences) {
  var root = document.documentElement;
  var stored = function (key) {
    try {
      return JSON.parse(localStorage.getItem(key));
    } catch {
      return undefined;
    }
  };
  var theme = stored('tessera.theme');
  if (theme !== 'light' && theme !== 'dark') {
    theme =
      window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var language = stored('tessera.language');
  if (typeof language === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) {
    root.setAttribute('lang', language);
    // i18next's right-to-left rule (i18n.dir()), cut to its common subtags; a unit test compares.
    root.setAttribute(
      'dir',
      /^(ar|dv|fa|he|iw|ps|ur|yi|ckb|ug)(-|$)|-arab\b/i.test(language) ? 'rtl' : 'ltr',
    );
  }
  var chosen = stored('tessera.preferences') || {};
  Object.keys(preferences.options).forEach(function (name) {
    var value = chosen[name];
    if (preferences.options[name].indexOf(value) < 0) value = preferences.defaults[name];
    root.setAttribute(
      'data-' +
        name.replace(/[A-Z]/g, function (letter) {
          return '-' + letter.toLowerCase();
        }),
      value,
    );
  });
})(__PREFERENCES__);
