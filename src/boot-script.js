/* global document, window, matchMedia */
// Runs inline in <head>, before the stylesheet paints and before the entry module is fetched
// (vite.config.ts inlines it; the Content-Security-Policy admits it by its hash):
// 1. applies the stored theme (else the system's), so a dark-theme user never sees a light flash
//    (the same rule as src/lib/theme.ts);
// 2. asks for the stored language's strings at once, in parallel with the entry, instead of after
//    it has run (the build lists each language's chunk in <meta name="tessera-locales">).
(function () {
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

  var meta = document.querySelector('meta[name="tessera-locales"]');
  if (!meta) return;
  try {
    var chunks = JSON.parse(meta.getAttribute('content'));
    var language = stored('tessera.language');
    var file = (typeof language === 'string' && chunks[language]) || chunks.en;
    if (!file) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  } catch {
    // A hint only: without it the strings load after the entry, as they would anyway.
  }
})();
