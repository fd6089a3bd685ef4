import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLogger, type Logger, type Plugin, type ViteDevServer } from 'vite';
import { mountDevEndpoints } from '../dev/endpoints.ts';
import type { ImageCopy } from '../dev/image-endpoint.ts';
import { basePath } from '../routing/addresses.ts';
import type { SiteData } from '../shared/content.ts';
import { contentChangedEvent, sourcesChangedEvent, type ContentChange, type DevSourceMap } from '../shared/dev-server.ts';
import { escapeHtmlAttribute, escapeHtmlText } from '../shared/escape.ts';
import { variantFile, variantFormats } from '../shared/image-variants.ts';
import { mountEditMode } from '../workbench/mount.ts';
import { brandOf, type CompiledSite } from './compile/compile-site.ts';
import { variantsFolder, variantsOf, variantWidths } from './compile/image-variants.ts';
import { showControls } from './control-characters.ts';
import { compileForDevServerWithPlaceholders, type DevCompile } from './dev/compile-for-dev.ts';
import { buildSourceMap } from './dev/source-map.ts';
import { PhotoVariants, photosShown, type Photo } from './images/photo-variants.ts';
import { checkSite, compileChecked, type CheckedSite, type PipelineResult } from './pipeline.ts';
import { isError, type Problem } from './problem.ts';
import { isSchemaFile, schemaFolders } from './schema/project-schemas.ts';
import { formatProblemLine, formatReport, problemFrame } from './report.ts';

const siteModuleId = 'virtual:site';
/** The development server's only: the content's problems, and where each text and block is written (src/dev/). */
const problemsModuleId = 'virtual:dev-problems';
const sourcesModuleId = 'virtual:dev-sources';
/** The brand's style sheets (docs/BEHAVIOUR.md#brand): its font's, and its colours as custom properties. */
const brandModuleId = 'virtual:brand';
const brandCssModuleId = 'virtual:brand.css';
const moduleIds = [siteModuleId, problemsModuleId, sourcesModuleId, brandModuleId, brandCssModuleId];
const resolved = (id: string) => `\0${id}`;
const devContentPath = 'content/dev';
/** index.html's entry, and what the development server loads instead while no page can be shown. */
const appEntry = '/src/main.tsx';
const siteProblemsEntry = '/src/dev/problems/site-problems.tsx';
/**
 * virtual:site while no page can be shown, for a tab that asks for it anyway (it had loaded
 * index.html just before the mistake was saved): it shows the page that explains the mistake, and
 * never lets the app start.
 */
const siteProblemsModule = `await import(${JSON.stringify(siteProblemsEntry)});\nawait new Promise(() => {});\nexport default null;`;

/** Folders and files of a site folder whose edits change the site (a missing video is a content mistake, as a missing image is). */
const contentEntries = ['site.yaml', 'pages', 'locales', 'public/images', 'public/media'];

export interface SitePluginOptions {
  /**
   * The folder holding site.yaml, pages/, locales/, public/images/ and public/media/. Defaults to the project
   * itself; tests point it at a fixture site.
   */
  siteDir?: string;
}

/** A build's content: compiled with the placeholders of its photos, whose copies it ships. */
type BuildResult = PipelineResult & { photos: Photo[] };

/**
 * What the plugin knows of the site between Vite's calls: where it is, whether this is a build or
 * the development server, and the content as last checked, checked again after an edit.
 */
class SiteState {
  root = process.cwd();
  siteRoot: string;
  command: 'serve' | 'build' = 'serve';
  logger: Logger = createLogger();
  logProblems: (dev: DevCompile) => void = () => {};
  private result: Promise<BuildResult | DevCompile> | undefined;
  private variants: PhotoVariants | undefined;
  /** The content file saved last, relative to the site folder: where to look should the check itself fail. */
  private lastSaved: string | undefined;
  private readonly sourceMaps = new WeakMap<DevCompile, DevSourceMap>();
  private readonly copies = new WeakMap<CheckedSite, Map<string, Photo>>();

  constructor(readonly siteDir: string | undefined) {
    this.siteRoot = siteDir ?? this.root;
  }

  /** The content as last checked, checked now if it changed since. */
  current(): Promise<BuildResult | DevCompile> {
    return (this.result ??= this.command === 'build' ? this.build() : this.serve());
  }

  /** The content as last checked, without checking it now: undefined once it changed, until asked for again. */
  lastChecked(): Promise<BuildResult | DevCompile> | undefined {
    return this.result;
  }

  /** The photos' copies and placeholders, kept in the project's node_modules/.cache (docs/PERFORMANCE.md#images). */
  photoVariants(): PhotoVariants {
    return (this.variants ??= new PhotoVariants(join(this.root, 'node_modules/.cache/site-images')));
  }

  /** The build refuses any error; with none, it makes every copy of every photo before compiling. */
  private async build(): Promise<BuildResult> {
    const checked = checkSite(this.siteRoot);
    if (checked.problems.some(isError)) return { ...compileChecked(checked), photos: [] };
    const photos = photosShown(checked.content, checked.imageSizes, checked.textImages);
    const variants = this.photoVariants();
    const [started, runsBefore] = [performance.now(), variants.sharpRuns];
    const placeholders = await variants.prepareAll(photos);
    variants.prune(photos);
    const made = variants.sharpRuns - runsBefore;
    this.logger.info(
      `Photos: ${photos.length}, resized ${made === 0 ? 'from the cache' : `(${made} runs of sharp)`} in ${((performance.now() - started) / 1000).toFixed(2)} s.`,
    );
    return { ...compileChecked(checked, { placeholders }), photos };
  }

  /** The development server shows what it can; the photos' copies are made as pages ask for them, their placeholders now. */
  private async serve(): Promise<DevCompile> {
    const dev = await compileForDevServerWithPlaceholders(this.siteRoot, this.lastSaved, (checked) =>
      this.photoVariants().placeholders(photosShown(checked.content, checked.imageSizes, checked.textImages), (error) =>
        this.logger.warn(error instanceof Error ? error.message : String(error), { timestamp: true }),
      ),
    );
    this.logProblems(dev);
    return dev;
  }

  /** The development server's view of the content (the plugin serves nothing of it in a build). */
  async devCompile(): Promise<DevCompile> {
    const compiled = await this.current();
    if (!('report' in compiled)) throw new Error('The content check for the development server ran in a build.');
    return compiled;
  }

  /** Whether a page has asked where the texts are written (edit mode): each edit's news is then followed by it. */
  sourcesAsked = false;

  /** Made when edit mode first asks for it after an edit: it looks up the position of every text. */
  async sourceMap(): Promise<DevSourceMap> {
    this.sourcesAsked = true;
    const dev = await this.devCompile();
    let map = this.sourceMaps.get(dev);
    if (map === undefined) {
      map = dev.checked ? buildSourceMap(this.siteRoot, dev.checked) : { root: this.siteRoot, texts: {}, siteUses: {}, pages: {} };
      this.sourceMaps.set(dev, map);
    }
    return map;
  }

  /**
   * The copy a file name under assets/images/ names, made now if it was not yet: only a width and
   * a format the page data lists for a photo of the site, never any other file.
   */
  async imageCopy(name: string): Promise<ImageCopy | undefined> {
    const { checked } = await this.devCompile();
    const [, base, width, extension] = /^(.+)-(\d+)\.(\w+)$/.exec(name) ?? [];
    const format = variantFormats.find((known) => known === extension);
    if (!checked || !base || !width || !format) return undefined;
    let photos = this.copies.get(checked);
    if (!photos) {
      const shown = photosShown(checked.content, checked.imageSizes, checked.textImages);
      photos = new Map(shown.map((photo) => [variantsOf(photo.src, photo.facts)!.base, photo]));
      this.copies.set(checked, photos);
    }
    const photo = photos.get(`${variantsFolder}/${base}`);
    if (!photo || !variantWidths(photo.facts.width).includes(Number(width))) return undefined;
    return { file: await this.photoVariants().copy(photo, Number(width), format), type: `image/${format}` };
  }

  isContentFile(file: string): boolean {
    // The schemas decide what is valid, so their edits count too.
    if (isSchemaFile(file)) return true;
    const path = relative(this.siteRoot, file).split('\\').join('/');
    // Edit mode writes through hidden temporary files (`.about.yaml.<id>.tmp`), renamed over
    // the file at once: only that rename is an edit (docs/BEHAVIOUR.md#editing-on-the-page).
    if (path.split('/').some((part) => part.startsWith('.'))) return false;
    return contentEntries.some((entry) => path === entry || path.startsWith(`${entry}/`));
  }

  /** Forgets the checked content after `file` changed; the next request checks it again. */
  changed(file: string): void {
    this.result = undefined;
    if (this.command === 'serve' && !isSchemaFile(file)) this.lastSaved = relative(this.siteRoot, file).split('\\').join('/');
  }

  /** A site folder other than the project brings its own public files (its images), served over the project's. */
  ownPublicFiles(): Map<string, string> {
    return this.siteRoot === this.root ? new Map<string, string>() : listFiles(join(this.siteRoot, 'public'));
  }
}

/**
 * Runs the content pipeline inside Vite: `virtual:site` gives the shell its settings, and each
 * page's compiled JSON is served in development and emitted as a file in the build. yaml and ajv
 * run here only, never in the browser. The build refuses any content error; the development
 * server shows every page it can, and tells the editor what is wrong with the others
 * (docs/BEHAVIOUR.md#development-server).
 */
export function sitePlugin({ siteDir }: SitePluginOptions = {}): Plugin {
  const state = new SiteState(siteDir);
  return {
    name: 'site-content',
    async config(config, { command: running }) {
      if (running !== 'build') return undefined;
      [state.command, state.root] = [running, resolve(config.root ?? process.cwd())];
      state.siteRoot = siteDir ?? state.root;
      state.logger = createLogger(config.logLevel, { allowClearScreen: false });
      return buildBase((await state.current()).compiled?.site);
    },
    configResolved(config) {
      ({ root: state.root, command: state.command, logger: state.logger } = config);
      state.siteRoot = siteDir ?? state.root;
    },
    watchChange(file) {
      // `vite build --watch`: the next build reads the content again. The dev server has its own watcher.
      if (state.isContentFile(file)) state.changed(file);
    },
    resolveId(id) {
      return moduleIds.includes(id) ? resolved(id) : undefined;
    },
    load(id) {
      return moduleIds.some((known) => resolved(known) === id) ? loadModule(this, state, id) : undefined;
    },
    transformIndexHtml: {
      // Before Vite's own changes, which may add a query to the entry's address.
      order: 'pre',
      handler: (html) => indexHtml(html, state),
    },
    hotUpdate({ file }) {
      // A content edit is told to the pages by watchContent (configureServer below). Left to Vite, it would
      // hot-update the modules importing virtual:site, and src/main.tsx would start a second app in the same page.
      return state.isContentFile(file) ? [] : undefined;
    },
    async generateBundle() {
      // The first-screen renderer (the "ssr" build) reads the client's copy of the content.
      if (this.environment.name === 'client') await emitContent(this, state);
    },
    configureServer(server: ViteDevServer) {
      watchContent(server, state);
      mountDevEndpoints(server.middlewares, {
        root: state.root,
        siteRoot: state.siteRoot,
        settings: async () => (await state.current()).compiled?.site,
        imageCopies: { path: `/${variantsFolder}/`, find: (name) => state.imageCopy(name) },
      });
      // Edit mode's endpoints (docs/BEHAVIOUR.md#editing-on-the-page); the pages show its saves through watchContent.
      mountEditMode(server.middlewares, state.siteRoot, { log: (message) => state.logger.error(message, { timestamp: true }) });
      if (state.siteRoot !== state.root) server.middlewares.use(publicFilesMiddleware(() => state.ownPublicFiles()));
      server.middlewares.use(contentMiddleware(async () => (await state.current()).compiled?.files));
      server.middlewares.use(feedsMiddleware(async () => (await state.current()).compiled));
    },
  };
}

type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['load']>, (...args: never[]) => unknown>>;

/** One of the plugin's virtual modules: the site's settings, or, on the development server only, its problems and sources. */
async function loadModule(context: PluginContext, state: SiteState, id: string): Promise<string> {
  // Bundled into the one style sheet, so the prerendered pages have their colours before any script
  // runs. A site that cannot be shown has the site's own colours meanwhile.
  const brand = async () => (await state.current()).compiled?.brand ?? brandOf(undefined);
  if (id === resolved(brandModuleId)) return `import ${JSON.stringify((await brand()).fontCss)};\nimport ${JSON.stringify(brandCssModuleId)};\n`;
  if (id === resolved(brandCssModuleId)) return (await brand()).css;
  if (id === resolved(problemsModuleId) || id === resolved(sourcesModuleId)) {
    // Imported only under import.meta.env.DEV: should that ever change, the build stops here.
    if (state.command === 'build') context.error(`${id.slice(1)} exists only on the development server (npm start).`);
    const value = id === resolved(problemsModuleId) ? (await state.devCompile()).report : await state.sourceMap();
    return `export default ${JSON.stringify(value)};`;
  }
  const result = await state.current();
  const { compiled, problems, files } = result;
  files.forEach((file) => context.addWatchFile(file));
  if (!compiled && state.command === 'serve') return siteProblemsModule;
  if (!compiled) return refuseBuild(context, problems, state.siteRoot);
  for (const warning of problems.filter((problem) => !isError(problem))) context.warn(formatProblemLine(warning));
  // What the build leaves out for now, and until when (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
  if ('notices' in result) for (const notice of result.notices) context.info(formatProblemLine(notice));
  return `export default ${JSON.stringify(siteData(compiled, state.command))};`;
}

/** Stops the build on the content's errors, framed at the first one. */
function refuseBuild(context: PluginContext, problems: Problem[], siteRoot: string): never {
  const first = problems.find((p) => p.severity === 'error');
  return context.error({
    message: `The site's content has problems:\n\n${formatReport(
      problems.filter((p) => p.severity === 'error'),
      siteRoot,
    )}`,
    id: first ? join(siteRoot, first.file) : undefined,
    loc: first ? { file: join(siteRoot, first.file), line: first.line, column: first.column - 1 } : undefined,
    // Given, so that Vite does not frame the file itself: a line of it may hold millions of characters.
    frame: first ? problemFrame(first, siteRoot) : undefined,
  });
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

/** Every compiled page as a file of the build, every copy of every photo it shows, and a site folder's own public files. */
async function emitContent(context: { emitFile: PluginContext['emitFile'] }, state: SiteState): Promise<void> {
  const result = await state.current();
  const { compiled } = result;
  if (!compiled) return;
  for (const [name, json] of compiled.files) context.emitFile({ type: 'asset', fileName: `content/${compiled.version}/${name}`, source: json });
  for (const [name, xml] of compiled.feeds) context.emitFile({ type: 'asset', fileName: name, source: xml });
  const variants = state.photoVariants();
  for (const photo of 'photos' in result ? result.photos : []) {
    const { base, widths } = variantsOf(photo.src, photo.facts)!;
    for (const width of widths)
      for (const format of variantFormats)
        context.emitFile({ type: 'asset', fileName: variantFile(base, width, format), source: readFileSync(variants.copyFile(photo, width, format)) });
  }
  for (const [name, file] of state.ownPublicFiles()) context.emitFile({ type: 'asset', fileName: name, source: readFileSync(file) });
}

/**
 * The development server checks the content again after each edit and tells every open page what
 * it is now (docs/BEHAVIOUR.md#development-server): each page draws it in place, its dialogs, focus
 * and scroll position untouched. Only a content that no page can show, or a new font, reloads them.
 */
function watchContent(server: ViteDevServer, state: SiteState): void {
  server.watcher.add([...contentEntries.map((entry) => join(state.siteRoot, entry)), ...schemaFolders]);
  state.logProblems = problemLogger(server, state.siteRoot);
  const moduleOf = (id: string) => server.moduleGraph.getModuleById(resolved(id));
  const onChange = async (file: string) => {
    if (!state.isContentFile(file)) return;
    const before = state.lastChecked();
    state.changed(file);
    for (const id of moduleIds) {
      const module = moduleOf(id);
      if (module) server.moduleGraph.invalidateModule(module);
    }
    const checking = state.current();
    const [was, now] = await Promise.all([before?.then((result) => result.compiled), state.devCompile()]);
    // A later edit tells its own news, checked after this one.
    if (checking !== state.current()) return;
    const { compiled } = now;
    if (!compiled || (was && was.brand.fontCss !== compiled.brand.fontCss)) return server.hot.send({ type: 'full-reload' });
    const brandCss = moduleOf(brandCssModuleId);
    if (brandCss && was?.brand.css !== compiled.brand.css) {
      // The style sheet replaces itself, as Vite's own style sheets do.
      server.hot.send({ type: 'update', updates: [{ type: 'js-update', path: brandCss.url, acceptedPath: brandCss.url, timestamp: Date.now() }] });
    }
    const change: ContentChange = { site: siteData(compiled, 'serve'), report: now.report };
    server.hot.send({ type: 'custom', event: contentChangedEvent, data: change });
    if (state.sourcesAsked) server.hot.send({ type: 'custom', event: sourcesChangedEvent, data: await state.sourceMap() });
  };
  for (const event of ['add', 'unlink', 'change'] as const)
    server.watcher.on(event, (file: string) => {
      onChange(file).catch((error: unknown) =>
        state.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), { timestamp: true }),
      );
    });
}

/**
 * With path routing every page is a file of its own, at any depth: the build's files are addressed
 * from the site's base (the path of its url), never relative to the page.
 */
function buildBase(site: Pick<SiteData, 'routing' | 'url'> | undefined): { base: string } | undefined {
  return site?.routing === 'path' ? { base: basePath(site) } : undefined;
}

/** What the shell gets as virtual:site: the compiled settings, and where and how this build or server serves them. */
function siteData(compiled: CompiledSite, command: 'serve' | 'build'): SiteData {
  return {
    ...compiled.site,
    contentPath: command === 'build' ? `content/${compiled.version}` : devContentPath,
    emailOrigin:
      command === 'serve' && compiled.site.forms.localOutbox ? 'same-origin' : ((process.env.EMAILJS_ORIGIN || compiled.site.forms.emailjs.origin) ?? null),
    map: { ...compiled.site.map, apiKey: process.env.GOOGLE_MAPS_API_KEY || compiled.site.map.apiKey },
  };
}

/** Prints the content's mistakes in the terminal of `npm start`, once per check. */
function problemLogger(server: ViteDevServer, siteRoot: string): (dev: DevCompile) => void {
  return ({ problems, report }) => {
    const errors = problems.filter(isError);
    if (errors.length > 0) server.config.logger.error(`The site's content has problems:\n\n${formatReport(errors, siteRoot)}`, { timestamp: true });
    else if (report.siteBroken)
      server.config.logger.error(showControls(report.problems.map((p) => `${p.message} ${p.hint ?? ''}`).join('\n')), { timestamp: true });
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Serves a site folder's own public files: only files that exist are looked up, by their exact name, so no address can leave the folder. */
function publicFilesMiddleware(files: () => Map<string, string>): Middleware {
  return (request, response, next) => {
    const file = files().get((request.url ?? '').split('?')[0]!.slice(1));
    if (!file) return next();
    response.setHeader('Content-Type', publicFileTypes[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  };
}

/** Serves the compiled pages and texts under /content/dev/, never cached: they change with every edit. */
function contentMiddleware(files: () => Promise<Map<string, string> | undefined>): Middleware {
  return (request, response, next) => {
    serveContent(request, response, next, files).catch(next);
  };
}

/** Serves the feeds at their addresses in the build (docs/BEHAVIOUR.md#feeds), below the site's base, as the build writes them. */
function feedsMiddleware(compiled: () => Promise<CompiledSite | null | undefined>): Middleware {
  return (request, response, next) => {
    serveFeed(request, response, next, compiled).catch(next);
  };
}

async function serveFeed(request: IncomingMessage, response: ServerResponse, next: () => void, compiled: () => Promise<CompiledSite | null | undefined>) {
  const current = await compiled();
  const path = (request.url ?? '').split('?')[0]!;
  const base = current ? basePath(current.site).replace(/^\.\//, '/') : '/';
  const feed = path.startsWith(base) ? current?.feeds.get(path.slice(base.length)) : undefined;
  if (feed === undefined) return next();
  response.setHeader('Content-Type', `${path.endsWith('atom.xml') ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`);
  response.setHeader('Cache-Control', 'no-store');
  response.end(feed);
}

/** The compiled file a request under /content/dev/ names, or 404. */
async function serveContent(request: IncomingMessage, response: ServerResponse, next: () => void, files: () => Promise<Map<string, string> | undefined>) {
  let url: string;
  try {
    url = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
  } catch {
    // A malformed escape (`/%E0%A4%A`) is the client's mistake: say so, rather than Vite's 500 page with a stack.
    response.statusCode = 400;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Bad request: the address has a malformed %-escape.');
    return;
  }
  const prefix = `/${devContentPath}/`;
  if (!url.startsWith(prefix)) return next();
  const file = (await files())?.get(url.slice(prefix.length));
  response.setHeader('Cache-Control', 'no-store');
  if (file === undefined) {
    response.statusCode = 404;
    response.end('Not found');
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(file);
}

const publicFileTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Every file under `dir`, by its path relative to it (forward slashes). */
function listFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, file] of listFiles(path, `${prefix}${entry.name}/`)) files.set(name, file);
    else files.set(`${prefix}${entry.name}`, path);
  }
  return files;
}
