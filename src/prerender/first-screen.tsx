import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import site from 'virtual:site';
import { App } from '../app/App.tsx';
import { footerCode } from '../app/SiteFooter.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import { createI18n } from '../i18n/i18n.ts';
import { ContentStore } from '../renderer/content-store.ts';
import { documentTitle } from '../renderer/document-title.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { routerPath } from '../routing/addresses.ts';
import { feedLinkTags } from '../seo/feed-links.ts';
import { headTags, pageHead } from '../seo/head.ts';
import { structuredDataTags } from '../seo/structured-data.ts';
import { pageTitle } from '../shared/page-title.ts';
import { pageDocument, screenFragment, type BootData, type PageTemplate, type Screen } from './inject.ts';
import { ShellPartsRenderer } from './shell-parts.tsx';
import { filesWrittenAtOnce, writeFileInFolder } from './write-file.ts';

/** Reads a built content file by its URL path (`content/<version>/en/index.json`), or null if absent. */
export type ReadContent = (path: string) => string | null;

/** One page in one language, as the app first renders it. */
export { site };

/**
 * A content file as the store reads it, parsed with JSON.parse: a Response's own json() reads its
 * body as a stream of bytes first, four times the cost, paid for every page.
 */
class ContentResponse extends Response {
  readonly #source: string;

  constructor(source: string) {
    super(null, { headers: { 'Content-Type': 'application/json' } });
    this.#source = source;
  }

  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.#source));
  }
}

/**
 * Renders pages at build time (Node, no browser) from the same compiled content and the same
 * components the browser uses, so the browser can hydrate them instead of drawing them again. One
 * store and one i18next instance per language serve every page, so the shell's texts are read
 * once per language; `shellParts` draws the menu and the footer once for each language.
 */
export function screenRenderer(readContent: ReadContent, shellParts: ShellPartsRenderer): (language: string, route: string) => Promise<Screen> {
  const store = new ContentStore(site.contentPath, blockRegistry, (input) => {
    const text = readContent(input);
    return Promise.resolve(text === null ? new Response('', { status: 404 }) : new ContentResponse(text));
  });
  // Like the browser's, each language's texts only grow as pages are drawn. Each page's compiled
  // texts hold every text it draws (src/content/compile/), so none borrows another page's.
  const instances = new Map<string, i18n>();
  const instanceFor = (language: string) => instances.get(language) ?? instances.set(language, createI18n(site, language)).get(language)!;
  return async (language, route) => {
    // Loaded first, the page and the footer render whole in renderToString, which cannot wait for anything.
    const [page] = await Promise.all([store.page(language, resolveRoute(route, site.collections)), footerCode()]);
    // The page's texts are added as the app draws it (Translations), the shell's once per language.
    const i18n = instanceFor(language);
    const html = shellParts.render(
      <StrictMode>
        <App site={site} store={store} i18n={i18n} ssrPath={routerPath(route, language, site)} />
      </StrictMode>,
    );
    const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values);
    // The links to the feeds come after the tags that describe the page: they are the same on every page of a language.
    const head = [
      ...headTags(pageHead(page.data, route, language, t, site)),
      ...structuredDataTags(page.data, route, language, t, site),
      ...feedLinkTags(site, language, t),
    ];
    return { language, route, html, title: documentTitle(pageTitle(page.data, t), site), head };
  };
}

/** One file to prerender: a page in a language, as a whole HTML document or as a screen the boot script fetches. */
export interface ScreenJob {
  language: string;
  route: string;
  /** Where it goes, relative to the build's folder, with '/' between folders. */
  file: string;
  as: 'document' | 'fragment';
}

/** A share of the prerendering, as one thread does it: plain data, so that it can be handed to a worker. */
export interface ScreensTask {
  /** The build's folder: the compiled content is read from it, the files are written to it. */
  outDir: string;
  template: PageTemplate;
  boot: BootData;
  jobs: ScreenJob[];
}

/**
 * Pages one renderer draws before a new one takes over: its store and its texts keep all it has
 * read, which would otherwise grow with the site (hundreds of megabytes at 10,000 pages).
 */
const pagesPerRenderer = 500;

/** Renders each job's file, one after the other, and writes it while the next ones render. */
export async function writeScreens({ outDir, template, boot, jobs }: ScreensTask): Promise<void> {
  const readContent: ReadContent = (path) => {
    const file = join(outDir, path);
    return file.startsWith(outDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  // Kept by the renderers that take over: the parts' markup does not grow with the site.
  const shellParts = new ShellPartsRenderer();
  let render = screenRenderer(readContent, shellParts);
  const writing = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for (const [index, job] of jobs.entries()) {
    if (index > 0 && index % pagesPerRenderer === 0) render = screenRenderer(readContent, shellParts);
    const screen = await render(job.language, job.route);
    const file = join(outDir, job.file);
    const html = job.as === 'fragment' ? screenFragment(screen) : pageDocument(template, screen, boot);
    // A failed write is kept and thrown at the next wait, not left to reject with no one listening.
    const written: Promise<void> = writeFileInFolder(file, html)
      .catch((error: unknown) => void failures.push(error))
      .finally(() => writing.delete(written));
    writing.add(written);
    if (writing.size >= filesWrittenAtOnce) await Promise.race(writing);
    if (failures.length) throw failures[0];
  }
  await Promise.all(writing);
  if (failures.length) throw failures[0];
}
