import './styles/fonts.css';
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n, storedLanguage } from './i18n/i18n';
import { probeApi } from './lib/auth/probe';
import { prepareFormats } from './lib/prepare-formats';
import { applyTheme } from './lib/theme';
import { useAppStore } from './store/app-store';

applyTheme(useAppStore.getState().theme);

const container = document.getElementById('root')!;
// The language file is asked for first: every page waits for it, and a browser's six connections
// to a host serve requests in the order they were made. Then who is signed in (every page asks,
// a page behind sign-in before it opens), then the router asks for the first page's chunks.
const language = storedLanguage();
const ready = initI18n(language);
void probeApi();
const router = createAppRouter();
// Another tab that signs out, or in as someone else, changes this tab's account too. (The auth
// module comes with every page's first chunks; asked for here, it adds no request.)
void import('./lib/auth').then(
  ({ auth, followOtherTabs }) => followOtherTabs(() => auth.refresh()),
  () => undefined,
);
// Once the requests are out, while the network brings the first page: Intl's data for the first
// number or date would otherwise cost the page's first render a slow phone's ~80 ms.
setTimeout(() => prepareFormats(language));

ready.then(
  () =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // Not even the language file arrived (offline on first visit): no translations to use yet.
    console.error(error);
    showLoadFailure(container);
  },
);

/** A plain message in place of the app, built with DOM calls: no inline handler, which the CSP forbids. */
function showLoadFailure(root: HTMLElement) {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font-family:system-ui;padding:2rem;max-width:32rem;margin:auto';
  const heading = document.createElement('h1');
  heading.textContent = 'Couldn\u2019t load the app';
  const text = document.createElement('p');
  text.textContent = 'Check your connection, then reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  alert.append(heading, text, reload);
  root.replaceChildren(alert);
}
