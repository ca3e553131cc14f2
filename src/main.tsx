import './styles/fonts.css';
import './styles/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { applyTheme } from './lib/theme';
import { useAppStore } from './store/app-store';

applyTheme(useAppStore.getState().theme);

const container = document.getElementById('root')!;
// Created first: the router starts fetching the first page's chunks while the language file loads.
const router = createAppRouter();

initI18n().then(
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
