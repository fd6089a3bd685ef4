import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { SiteContext, type SiteContextValue } from '../../src/kit/site-context.ts';
import { PageLoadingContext, type PageLoadingValue } from '../../src/renderer/loading-context.ts';
import { addTexts, createI18n } from '../../src/i18n/i18n.ts';
import { Translations } from '../../src/i18n/translations.ts';
import { ContentStore } from '../../src/renderer/content-store.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import { formatReport } from '../../src/content/report.ts';
import { shellFile, type PageData, type ShellData, type SiteData } from '../../src/shared/content.ts';
import type { CompiledSite } from '../../src/content/compile/compile-site.ts';
import { App } from '../../src/app/App.tsx';
import { footerCode } from '../../src/app/SiteFooter.tsx';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { BlockList } from '../../src/renderer/BlockList.tsx';
import { PageContext } from '../../src/kit/page-context.ts';
import { resolveRoute } from '../../src/routing/resolve-route.ts';
import { headHtml, headTags, pageHead } from '../../src/seo/head.ts';

/** A store whose content never arrives: the app draws the shell with the texts it is given. */
const offline = () => new ContentStore('unused', blockRegistry, () => new Promise<Response>(() => {}));
// Blocks are lazy chunks in the browser; here every component is loaded once, up front.
const store = offline();
await Promise.all([...Object.keys(blockRegistry).map((type) => store.block(type as keyof typeof blockRegistry)), footerCode()]);

/** Compiles the site folder `root`; a site with errors fails with the content check's own report. */
export function compileSiteFolder(root: string): CompiledSite {
  const { problems, compiled } = runPipeline(root);
  if (!compiled) throw new Error(`The site in ${root} does not compile:\n\n${formatReport(problems, root)}`);
  return compiled;
}

export function siteDataOf(output: CompiledSite): SiteData {
  return { ...output.site, contentPath: 'content/test', emailOrigin: null };
}

/** The compiled files of every page, in every language (the shells left out). */
export function pageFiles(output: CompiledSite): string[] {
  return [...output.files.keys()].filter((name) => !name.endsWith(`/${shellFile}`));
}

export function readPage(output: CompiledSite, name: string): PageData {
  const json = output.files.get(name);
  if (json === undefined) throw new Error(`No compiled file ${name}`);
  return JSON.parse(json) as PageData;
}

export function readShell(output: CompiledSite, language: string): ShellData {
  return JSON.parse(output.files.get(`${language}/${shellFile}`)!) as ShellData;
}

/** The shell's context as a page sees it, with nothing to switch. */
function siteContext(data: SiteData, i18n: i18n): SiteContextValue {
  return { site: data, language: i18n.language, activeRoutes: new Set(), switchLanguage: () => Promise.resolve() };
}

/** How a page is loaded, with no network: every block's code is in the store already. */
function pageLoading(i18n: i18n): PageLoadingValue {
  return { store, translations: new Translations(i18n), pageRendered: () => undefined };
}

/** An i18next instance holding the shell's texts of `language`, plus `extraTexts`. */
function i18nFor(output: CompiledSite, language: string, extraTexts: Record<string, string> = {}): i18n {
  const instance = createI18n(siteDataOf(output), language);
  addTexts(instance, language, { ...readShell(output, language).texts, ...extraTexts });
  return instance;
}

/** The app shell (header, menus, footer) at `path`, rendered to HTML without a browser. */
export function renderShell(output: CompiledSite, language: string, path = '/'): string {
  return renderToString(<App site={siteDataOf(output)} store={offline()} i18n={i18nFor(output, language)} ssrPath={path} />);
}

/** Renders `children` to HTML the way a prerenderer would: in Node, with no window or document. */
function renderWithoutBrowser(output: CompiledSite, children: ReactNode, language: string, extraTexts: Record<string, string> = {}, path = '/'): string {
  const i18n = i18nFor(output, language, extraTexts);
  return renderToString(
    <SiteContext.Provider value={siteContext(siteDataOf(output), i18n)}>
      <PageLoadingContext.Provider value={pageLoading(i18n)}>
        <I18nextProvider i18n={i18n}>
          <Router ssrPath={path}>{children}</Router>
        </I18nextProvider>
      </PageLoadingContext.Provider>
    </SiteContext.Provider>,
  );
}

/** `children` drawn inside the page `page` of `output`, in `language`, as a block draws: for a kit component's own tests. */
export function renderInPage(output: CompiledSite, page: PageData, language: string, children: ReactNode): string {
  return renderWithoutBrowser(output, <PageContext.Provider value={page}>{children}</PageContext.Provider>, language, page.texts);
}

/** The blocks of one compiled page file (`<language>/<file>`), rendered to HTML without a browser. */
export function renderPageFile(output: CompiledSite, name: string): string {
  const [language] = name.split('/');
  const page = readPage(output, name);
  return renderWithoutBrowser(
    output,
    <PageContext.Provider value={page}>
      <BlockList route={page.route} blocks={page.blocks} firstScreenBlocks={page.firstScreenBlocks} />
    </PageContext.Provider>,
    language!,
    page.texts,
    page.route === '*' ? '/' : `/${page.route}`,
  );
}

/** One block of a compiled page file (`<language>/<file>`), alone, rendered to HTML without a browser. */
export function renderBlockOfPageFile(output: CompiledSite, name: string, index: number): string {
  const [language] = name.split('/');
  const page = readPage(output, name);
  return renderWithoutBrowser(
    output,
    <PageContext.Provider value={page}>
      <BlockList route={page.route} blocks={[page.blocks[index]!]} firstScreenBlocks={index < page.firstScreenBlocks ? 1 : 0} />
    </PageContext.Provider>,
    language!,
    page.texts,
    page.route === '*' ? '/' : `/${page.route}`,
  );
}

/** Text keys of `keys` that `html` shows as they are, untranslated: in an element or an attribute. */
export function rawKeysIn(html: string, keys: Iterable<string>): string[] {
  // Edit mode's markers name the key of the text they hold (data-dev-text): that is no text shown.
  const shown = html.replace(/ data-dev-[a-z-]+="[^"]*"/g, '');
  return [...keys].filter((key) => shown.includes(`>${key}<`) || shown.includes(`"${key}"`));
}

/** `text` as React writes it into HTML. */
export const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

export const headingsOfLevelOne = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

/** The visible text of a whole route (shell and page), rendered without a browser from `output`. */
export function renderRouteText(output: CompiledSite, route: string, language: string): string {
  const data = siteDataOf(output);
  const files = resolveRoute(route.replace(/^\//, ''), data.collections);
  const page = readPage(output, output.files.has(`${language}/${files.file}`) ? `${language}/${files.file}` : `${language}/${files.fallback}`);
  const html =
    renderShell(output, language, route) +
    renderWithoutBrowser(
      output,
      <PageContext.Provider value={page}>
        <BlockList route={page.route} blocks={page.blocks} firstScreenBlocks={page.firstScreenBlocks} />
      </PageContext.Provider>,
      language,
      page.texts,
      route,
    );
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** The tags the build writes into the <head> of `route` (`/about`) in `language`, one a line. */
export function renderRouteHead(output: CompiledSite, route: string, language: string): string {
  const data = siteDataOf(output);
  const path = route.replace(/^\//, '');
  const files = resolveRoute(path, data.collections);
  const page = readPage(output, output.files.has(`${language}/${files.file}`) ? `${language}/${files.file}` : `${language}/${files.fallback}`);
  const i18n = i18nFor(output, language, page.texts);
  // Without the marker the boot script finds them by, which editors have no use for.
  return headHtml(headTags(pageHead(page, path, language, (key, values) => i18n.t(key, values), data))).replaceAll(' data-page-head', '');
}
