import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import site from 'virtual:site';
import { App } from './app/App.tsx';
import { reloadOnce } from './app/deployment.ts';
import { ScrollRestoration } from './app/scroll-restoration.ts';
import { addTexts, createI18n } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/language-preference.ts';
import { ContentStore } from './renderer/content-store.ts';
import { resolveRoute, routeOf } from './renderer/resolve-route.ts';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

// A script chunk of an older deployment that no longer exists: load the new version, once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(site.contentPath)) event.preventDefault();
});

const language = initialLanguage(site);
const i18n = createI18n(site, language);
const store = new ContentStore(`${import.meta.env.BASE_URL}${site.contentPath}`);
const html = document.documentElement;
const syncHtmlLanguage = (code: string) => {
  html.lang = code;
  html.dir = i18n.dir(code);
};
syncHtmlLanguage(language);
i18n.on('languageChanged', syncHtmlLanguage);

// Ask for the first page together with the shell's texts rather than after them.
const first = resolveRoute(routeOf(location.hash.replace(/^#/, '')), site.collections);
void store.page(language, first.file, first.fallback).catch(() => undefined);

const scroll = new ScrollRestoration();
const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App site={site} store={store} i18n={i18n} scroll={scroll} />
    </StrictMode>,
  );

store.shell(language).then(
  (shell) => {
    addTexts(i18n, language, shell.texts);
    render();
  },
  (error: unknown) => {
    // Without the shell's texts the controls would show their keys; render anyway, the page view offers a retry.
    console.error(error);
    render();
  },
);
