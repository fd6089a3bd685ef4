import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { SiteContext, type SiteContextValue } from '../../src/app/site-context.ts';
import { addTexts, createI18n } from '../../src/i18n/i18n.ts';
import { Translations } from '../../src/i18n/translations.ts';
import { ContentStore } from '../../src/renderer/content-store.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData, ShellData, SiteData } from '../../src/shared/content.ts';
import type { CompiledSite } from '../../src/content/compile.ts';
import { App } from '../../src/app/App.tsx';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { BlockList } from '../../src/renderer/BlockList.tsx';
import { PageContext } from '../../src/renderer/page-context.ts';
import { resolveRoute } from '../../src/renderer/resolve-route.ts';
import { projectRoot } from './site-copy.ts';

export const compiled = runPipeline(projectRoot).compiled!;
/** A store whose content never arrives: the app draws the shell with the texts it is given. */
const offline = () => new ContentStore('unused', () => new Promise<Response>(() => {}));
/** Blocks are lazy chunks in the browser; here every component is loaded once, up front. */
const store = offline();
await Promise.all(Object.keys(blockRegistry).map((type) => store.block(type as keyof typeof blockRegistry)));
export const site: SiteData = siteDataOf(compiled);

/** The shell's context as a page sees it, with no network and nothing to switch. */
function siteContext(data: SiteData, i18n: i18n): SiteContextValue {
  return { site: data, store, translations: new Translations(i18n), language: i18n.language, switchLanguage: () => Promise.resolve(), pageRendered: () => undefined };
}

export function siteDataOf(output: CompiledSite): SiteData {
  return { ...output.site, contentPath: 'content/test', emailOrigin: null };
}

/** The visible text of a whole route (shell and page), rendered without a browser from `output`. */
export function renderRouteText(output: CompiledSite, route: string, language: string): string {
  const data = siteDataOf(output);
  const files = resolveRoute(route.replace(/^\//, ''), data.collections);
  const page = JSON.parse(output.files.get(`${language}/${files.file}`) ?? output.files.get(`${language}/${files.fallback}`)!) as PageData;
  const shell = JSON.parse(output.files.get(`${language}/_shell.json`)!) as ShellData;
  const i18n = createI18n(data, language);
  addTexts(i18n, language, { ...shell.texts, ...page.texts });
  const context = siteContext(data, i18n);
  const html =
    renderToString(<App site={data} store={offline()} i18n={i18n} ssrPath={route} />) +
    renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={context}>
          <Router ssrPath={route}>
            <PageContext.Provider value={page}>
              <BlockList blocks={page.blocks} />
            </PageContext.Provider>
          </Router>
        </SiteContext.Provider>
      </I18nextProvider>,
    );
  return html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
}

/** Renders `children` to HTML the way a prerenderer would: in Node, with no window or document. */
export function renderWithoutBrowser(children: ReactNode, language: string, extraTexts: Record<string, string> = {}, path = '/'): string {
  const i18n = createI18n(site, language);
  const shell = JSON.parse(compiled.files.get(`${language}/_shell.json`)!) as ShellData;
  addTexts(i18n, language, { ...shell.texts, ...extraTexts });
  const context = siteContext(site, i18n);
  return renderToString(
    <SiteContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <Router ssrPath={path}>{children}</Router>
      </I18nextProvider>
    </SiteContext.Provider>,
  );
}
