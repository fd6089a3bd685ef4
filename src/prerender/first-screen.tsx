import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import site from 'virtual:site';
import { App } from '../app/App.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { ContentStore } from '../renderer/content-store.ts';
import { resolveRoute } from '../renderer/resolve-route.ts';

/** Reads a built content file by its URL path (`content/<version>/en/index.json`), or null if absent. */
export type ReadContent = (path: string) => string | null;

export interface FirstScreen {
  /** The markup of #root: the whole home page in the default language, as the app first renders it. */
  html: string;
  language: string;
  /** Every language code of the site. */
  languages: string[];
  contentPath: string;
}

/**
 * Renders the home page at build time (Node, no browser) from the same compiled content and the
 * same components the browser uses, so the browser can hydrate it instead of drawing it again.
 */
export async function renderFirstScreen(readContent: ReadContent): Promise<FirstScreen> {
  const language = site.languages.default;
  const store = new ContentStore(site.contentPath, (input) => {
    const text = readContent(input);
    return Promise.resolve(text === null ? new Response('', { status: 404 }) : new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  });
  // Loaded first, the page renders whole in renderToString, which cannot wait for anything.
  await store.page(language, resolveRoute('', site.collections));
  const html = renderToString(
    <StrictMode>
      <App site={site} store={store} i18n={createI18n(site, language)} ssrPath="/" />
    </StrictMode>,
  );
  return { html, language, languages: site.languages.available.map((l) => l.code), contentPath: site.contentPath };
}
