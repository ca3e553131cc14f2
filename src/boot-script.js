/* global document, window, matchMedia, location */
// Runs inline in <head>, before the stylesheet paints and before the entry module is fetched
// (vite.config.ts inlines it; the Content-Security-Policy admits it by its hash):
// 1. applies the stored theme (else the system's), so a dark-theme user never sees a light flash
//    (the same rule as src/lib/theme.ts);
// 2. asks for the stored language's strings at once, in parallel with the entry, instead of after
//    it has run (the build lists each language's chunk in <meta name="tessera-locales">);
// 3. asks for the current route's layout and page chunks the same way (the build lists them in
//    <meta name="tessera-routes">, scripts/route-preloads.ts), and offers the app the same for
//    every later navigation, as window.__tesseraPreloadRoute.
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

  var requested = {};
  var preload = function (file) {
    if (requested[file]) return;
    requested[file] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  };
  var table = function (name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    return meta && JSON.parse(meta.getAttribute('content'));
  };
  // Hints only: without them the strings and chunks load after the entry, as they would anyway.
  try {
    var locales = table('tessera-locales');
    var language = stored('tessera.language');
    var file = locales && ((typeof language === 'string' && locales[language]) || locales.en);
    if (file) preload(file);
  } catch {
    // Nothing to hint.
  }
  var routes;
  try {
    routes = table('tessera-routes');
  } catch {
    // Nothing to hint.
  }
  // The app asks the same for every later navigation (src/lib/preload-route.ts): the build leaves
  // Vite's own lists of each page's chunks out of the entry, since this table has them already.
  var preloadRoute = function (path) {
    if (!routes || path.indexOf(routes.base) !== 0) return;
    var here = ('/' + path.slice(routes.base.length)).replace(/\/+$/, '') || '/';
    var segments = here.split('/');
    for (var i = 0; i < routes.routes.length; i++) {
      var pattern = routes.routes[i][0].split('/');
      var matches = pattern.length === segments.length;
      for (var j = 0; matches && j < pattern.length; j++) {
        matches = pattern[j] === segments[j] || (pattern[j].charAt(0) === ':' && !!segments[j]);
      }
      if (!matches) continue;
      routes.routes[i][1].forEach(function (index) {
        preload(routes.files[index]);
      });
      return;
    }
  };
  window.__tesseraPreloadRoute = preloadRoute;
  preloadRoute(location.pathname);
})();
