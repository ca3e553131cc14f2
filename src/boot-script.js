/* global document, window, matchMedia, location, requestAnimationFrame */
// Runs inline in <head>, before the stylesheet paints and before the entry module is fetched
// (vite.config.ts inlines it; the Content-Security-Policy admits it by its hash):
// 1. applies the stored theme (else the system's), so a dark-theme user never sees a light flash
//    (the same rule as src/lib/theme.ts);
// 2. asks for the stored language's strings at once, in parallel with the entry, instead of after
//    it has run (the build lists each language's chunks in <meta name="tessera-locales">);
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
  var locales, language, routes;
  try {
    locales = table('tessera-locales');
    language = stored('tessera.language');
    // The document's language at once: a page drawn at build time in another language stays
    // hidden until the app has drawn it in this one (src/styles/index.css).
    if (typeof language === 'string' && locales && locales[language]) {
      root.setAttribute('lang', language);
    } else {
      language = 'en';
    }
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

  // Hints only: without them the strings and chunks load after the entry, as they would anyway.
  var start = function () {
    if (locales && locales[language]) locales[language].forEach(preload);
    preloadRoute(location.pathname);
  };
  // A page drawn at build time (scripts/prerender.ts) has the app's entry listed here instead of
  // in <head>: the HTML and the stylesheet paint it first, with the whole connection to
  // themselves, and the app loads right after. Not when that paint would be hidden (another
  // language) or never come (a background tab).
  var later;
  try {
    later = table('tessera-after-paint');
  } catch {
    // A plain page.
  }
  if (!later) return start();
  var started = false;
  var startApp = function () {
    if (started) return;
    started = true;
    later.preloads.forEach(preload);
    start();
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = later.entry;
    document.head.appendChild(script);
  };
  if (language !== 'en' || document.visibilityState !== 'visible') return startApp();
  requestAnimationFrame(function () {
    setTimeout(startApp, 0);
  });
  // A frame that does not come within a second (a tab hidden meanwhile) does not hold the app back.
  setTimeout(startApp, 1000);
})();
