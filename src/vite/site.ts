import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createLogger, type Plugin } from 'vite';
import { basePath } from '../routing/addresses.ts';
import type { SiteData } from '../shared/content.ts';
import { escapeHtmlAttribute, escapeHtmlText } from '../shared/escape.ts';
import { variantFile, variantFormats } from '../shared/image-variants.ts';
import { brandOf, variantsOf } from '../content/pipeline.ts';
import { writeFilesInFolders } from '../prerender/write-file.ts';
import { contentWatch } from './content-watch.ts';
import { brandDrawings, devContent } from './dev-content.ts';
import { devEndpoints } from './dev-endpoints.ts';
import { editModeEndpoints } from './edit-mode.ts';
import { siteContentPlugin, type SiteContentApi } from './site-content-api.ts';
import { SiteState, type SitePluginOptions } from './site-state.ts';
import { appEntry, siteProblemsEntry, virtualModules, type PluginContext } from './virtual-modules.ts';

/**
 * Runs the content pipeline inside Vite, one plugin per concern, all sharing what they know of the
 * site: its virtual modules, its watch, the development server's endpoints and edit mode's, and the
 * content it serves. yaml and ajv run here only, never in the browser. The build refuses any content
 * error; the development server shows every page it can, and tells the editor what is wrong with the
 * others (docs/BEHAVIOUR.md#development-server).
 */
export function sitePlugins(options: SitePluginOptions = {}): Plugin[] {
  const state = new SiteState(options.siteDir);
  // In this order, the development server's endpoints run before Vite's own middleware, and the
  // guard of open-in-editor before Vite's handler.
  return [
    sitePlugin(state),
    virtualModules(state),
    contentWatch(state),
    devEndpoints(state),
    editModeEndpoints(state, options.editMode),
    devContent(state),
    brandDrawings(state),
  ];
}

/**
 * Where the site is and how the build serves it: the build's base, index.html's name and colours,
 * and every compiled page, feed and photo copy as a file of the build.
 */
function sitePlugin(state: SiteState): Plugin {
  return {
    name: siteContentPlugin,
    async config(config, { command: running }) {
      if (running !== 'build') return undefined;
      [state.command, state.root] = [running, resolve(config.root ?? process.cwd())];
      state.siteRoot = state.siteDir ?? state.root;
      state.logger = createLogger(config.logLevel, { allowClearScreen: false });
      return buildBase((await state.current()).compiled?.site);
    },
    configResolved(config) {
      ({ root: state.root, command: state.command, logger: state.logger } = config);
      state.siteRoot = state.siteDir ?? state.root;
    },
    watchChange(file) {
      // `vite build --watch`: the next build reads the content again. The dev server has its own watcher.
      if (state.isContentFile(file)) state.changed(file);
    },
    transformIndexHtml: {
      // Before Vite's own changes, which may add a query to the entry's address.
      order: 'pre',
      handler: (html) => indexHtml(html, state),
    },
    async generateBundle() {
      if (this.environment.name === 'client') await emitContent(this, state);
    },
    async writeBundle({ dir }) {
      // Written here, not given to the bundler: at 10,000 pages, 20,000 files through the bundler's
      // asset pipeline and Vite's size report cost the build seconds of its main thread, and the
      // bundler does nothing with them (docs/PERFORMANCE.md#build-time). The first-screen renderer
      // (the "ssr" build) reads them from there.
      if (this.environment.name === 'client' && dir) await writeFilesInFolders(dir, await pageFiles(state));
    },
    api: { pageFiles: () => pageFiles(state) } satisfies SiteContentApi,
  };
}

/** Every compiled page's file by its path in the build; none when the content could not be compiled. */
async function pageFiles(state: SiteState): Promise<Map<string, string>> {
  const { compiled } = await state.current();
  if (!compiled) return new Map();
  return new Map([...compiled.files].map(([name, json]) => [`content/${compiled.version}/${name}`, json]));
}

/** index.html with the company's name, and on a development server that can show no page, the page that explains why. */
async function indexHtml(html: string, state: SiteState): Promise<string> {
  const { compiled } = await state.current();
  // Split and joined, not replaced: a replacement string would expand a name's `$'` (docs/BEHAVIOUR.md#content-in-markup).
  const { themeColour, favicon } = compiled?.brand ?? brandOf(undefined);
  const page = html
    .split('%SITE_NAME%')
    .join(escapeHtmlText(compiled?.site.company.name ?? ''))
    .split('%THEME_COLOR%')
    .join(escapeHtmlAttribute(themeColour))
    .split('%FAVICON%')
    .join(escapeHtmlAttribute(favicon));
  return state.command === 'serve' && !compiled ? page.replace(`src="${appEntry}"`, () => `src="${siteProblemsEntry}"`) : page;
}

/** The feeds, every copy of every photo the pages show, a site folder's own public files, and the drawings in the brand's colours, as files of the build. */
async function emitContent(context: { emitFile: PluginContext['emitFile'] }, state: SiteState): Promise<void> {
  const result = await state.current();
  const { compiled } = result;
  if (!compiled) return;
  for (const [name, xml] of compiled.feeds) context.emitFile({ type: 'asset', fileName: name, source: xml });
  const variants = state.photoVariants();
  for (const photo of 'photos' in result ? result.photos : []) {
    const { base, widths } = variantsOf(photo.src, photo.facts)!;
    for (const width of widths)
      for (const format of variantFormats)
        context.emitFile({ type: 'asset', fileName: variantFile(base, width, format), source: readFileSync(variants.copyFile(photo, width, format)) });
  }
  const own = state.ownPublicFiles();
  for (const [name, file] of own) context.emitFile({ type: 'asset', fileName: name, source: (await state.drawing(name)) ?? readFileSync(file) });
  // The project's own drawings in the brand's colours, over the copies Vite makes of public/ (docs/BEHAVIOUR.md#brand).
  for (const name of state.publicFiles().keys()) {
    const drawn = own.has(name) ? undefined : await state.drawing(name);
    if (drawn !== undefined) context.emitFile({ type: 'asset', fileName: name, source: drawn });
  }
}

/**
 * With path routing every page is a file of its own, at any depth: the build's files are addressed
 * from the site's base (the path of its url), never relative to the page.
 */
function buildBase(site: Pick<SiteData, 'routing' | 'url'> | undefined): { base: string } | undefined {
  return site?.routing === 'path' ? { base: basePath(site) } : undefined;
}
