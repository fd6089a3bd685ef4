import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import site from 'virtual:site';
import { App } from './app/App.tsx';
import { ScrollRestoration } from './app/scroll-restoration.ts';
import { addTexts, createI18n } from './i18n/i18n.ts';
import { initialLanguage } from './i18n/language-preference.ts';
import { loadBlockComponents } from './renderer/block-components.ts';
import { ContentStore } from './renderer/content-store.ts';
import { resolveRoute, routeOf } from './renderer/resolve-route.ts';
import '@fontsource-variable/inter/wght.css';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

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

// The first page and its blocks' code are fetched together with the shell's texts, and the app
// renders once all have arrived: the page appears whole, never a "Loading" line first.
const firstRoute = routeOf(location.hash.replace(/^#/, ''));
const first = resolveRoute(firstRoute, site.collections);
const firstPage = store.page(language, first.file, first.fallback).then(async ({ data }) => {
  await loadBlockComponents(data.blocks);
  addTexts(i18n, language, data.texts);
});

const scroll = new ScrollRestoration();
const container = document.getElementById('root')!;

/** Once the app has drawn or taken over the page: say so, and send the forms the boot script held back. */
function ready() {
  html.classList.remove('prerender-stale');
  html.setAttribute('data-ready', '');
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-submit-pending]')) {
    form.removeAttribute('data-submit-pending');
    form.requestSubmit();
  }
}
function WhenReady({ children }: { children: ReactNode }) {
  // The outermost effect runs after every effect inside it: the whole app is live by then.
  useEffect(ready, []);
  return children;
}

const app = (
  <StrictMode>
    <WhenReady>
      <App site={site} store={store} i18n={i18n} scroll={scroll} />
    </WhenReady>
  </StrictMode>
);
const render = () => {
  // index.html holds the home page prerendered in the default language: take it over as it is when
  // that is what this visitor gets, else draw the right page (the boot script has hidden the other).
  if (container.dataset.prerendered === language && firstRoute === '') {
    // As a transition, hydration yields to the visitor's input every few milliseconds instead of
    // blocking the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
};

Promise.all([store.shell(language).then((shell) => addTexts(i18n, language, shell.texts)), firstPage]).then(render, (error: unknown) => {
  // Render anyway: the page view shows what failed and offers a retry, with built-in texts.
  console.error(error);
  render();
});
