/* global document, window, matchMedia */
// Applies the stored theme (else the system's) before the stylesheet paints, so a dark-theme user
// never sees a light flash. The same rule as src/lib/theme.ts, in a file of its own: the
// Content-Security-Policy runs no inline script. Loaded as a classic, blocking <script> in <head>.
(function () {
  var root = document.documentElement;
  var theme;
  try {
    theme = JSON.parse(localStorage.getItem('tessera.theme'));
  } catch {
    theme = undefined;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme =
      window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
})();
