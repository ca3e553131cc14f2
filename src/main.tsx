import '@fontsource-variable/source-sans-3/wght.css';
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
// Created first: the router starts fetching the first page's chunk while the language file loads.
const router = createAppRouter();

initI18n().then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Not even the language file arrived (offline on first visit): no translations to use yet.
    console.error(error);
    container.innerHTML =
      '<div role="alert" style="font-family:system-ui;padding:2rem;max-width:32rem;margin:auto">' +
      '<h1>Couldn\u2019t load the app</h1><p>Check your connection, then reload the page.</p>' +
      '<button type="button" onclick="location.reload()">Reload</button></div>';
  },
);
