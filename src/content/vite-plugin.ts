import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { outboxMiddleware } from '../dev/outbox.ts';
import type { SiteData } from '../shared/content.ts';
import { runPipeline, type PipelineResult } from './pipeline.ts';
import { schemaDir } from './schema/project-schemas.ts';
import { formatProblemLine, formatReport, problemFrame } from './report.ts';

const siteModuleId = 'virtual:site';
const resolvedSiteModuleId = `\0${siteModuleId}`;
const devContentPath = 'content/dev';
/** Folders and files of a site folder whose edits change the site. */
const contentEntries = ['site.yaml', 'pages', 'locales', 'public/images'];

export interface SitePluginOptions {
  /**
   * The folder holding site.yaml, pages/, locales/ and public/images/. Defaults to the project
   * itself; tests point it at a fixture site.
   */
  siteDir?: string;
}

/**
 * Runs the content pipeline inside Vite: `virtual:site` gives the shell its settings, and each
 * page's compiled JSON is served in development and emitted as a file in the build. yaml and ajv
 * run here only, never in the browser.
 */
export function sitePlugin({ siteDir }: SitePluginOptions = {}): Plugin {
  let root = process.cwd();
  let siteRoot = siteDir ?? root;
  let command: 'serve' | 'build' = 'serve';
  let result: PipelineResult | { failure: string } | undefined;
  /** The check of the site as it is now; a failure of the check itself (a bug, never content) is kept as a sentence. */
  const check = () => {
    try {
      result ??= runPipeline(siteRoot);
    } catch (error) {
      result = { failure: error instanceof Error ? error.message : String(error) };
    }
    return result;
  };
  const current = (): Partial<PipelineResult> => {
    const checked = check();
    return 'failure' in checked ? {} : checked;
  };
  const isContentFile = (file: string) => {
    // The schema decides what is valid, so its edits count too.
    if (file.startsWith(schemaDir)) return true;
    const path = relative(siteRoot, file).split('\\').join('/');
    return contentEntries.some((entry) => path === entry || path.startsWith(`${entry}/`));
  };
  /** A site folder other than the project brings its own public files (its images), served over the project's. */
  const ownPublicFiles = () => (siteRoot === root ? new Map<string, string>() : listFiles(join(siteRoot, 'public')));

  return {
    name: 'site-content',
    configResolved(config) {
      root = config.root;
      siteRoot = siteDir ?? root;
      command = config.command;
    },
    watchChange(file) {
      // `vite build --watch`: the next build reads the content again. The dev server has its own watcher.
      if (isContentFile(file)) result = undefined;
    },
    resolveId(id) {
      return id === siteModuleId ? resolvedSiteModuleId : undefined;
    },
    load(id) {
      if (id !== resolvedSiteModuleId) return undefined;
      const checked = check();
      // Reported with this.error and a plain object, so that Vite shows the words in its overlay, without a stack trace.
      if ('failure' in checked) this.error({ message: `The content check itself failed: ${checked.failure}. This is not a content mistake: please report it to a developer.` });
      const { compiled, problems, files } = checked;
      files.forEach((file) => this.addWatchFile(file));
      if (!compiled) {
        const first = problems.find((p) => p.severity === 'error');
        this.error({
          message: `The site's content has problems:\n\n${formatReport(problems.filter((p) => p.severity === 'error'), siteRoot)}`,
          id: first ? join(siteRoot, first.file) : undefined,
          loc: first ? { file: join(siteRoot, first.file), line: first.line, column: first.column - 1 } : undefined,
          // Given, so that Vite does not frame the file itself: a line of it may hold millions of characters.
          frame: first ? problemFrame(first, siteRoot) : undefined,
        });
      }
      for (const warning of problems) this.warn(formatProblemLine(warning));
      const site: SiteData = {
        ...compiled.site,
        contentPath: command === 'build' ? `content/${compiled.version}` : devContentPath,
        emailOrigin: command === 'serve' && compiled.site.forms.localOutbox ? 'same-origin' : (process.env.EMAILJS_ORIGIN || compiled.site.forms.emailjs.origin) ?? null,
        map: { ...compiled.site.map, apiKey: process.env.GOOGLE_MAPS_API_KEY || compiled.site.map.apiKey },
      };
      return `export default ${JSON.stringify(site)};`;
    },
    transformIndexHtml(html) {
      const name = current().compiled?.site.company.name ?? '';
      return html.replace('%SITE_NAME%', name.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')));
    },
    generateBundle() {
      // The first-screen renderer (the "ssr" build) reads the client's copy of the content.
      if (this.environment.name !== 'client') return;
      const { compiled } = current();
      if (!compiled) return;
      for (const [name, json] of compiled.files) {
        this.emitFile({ type: 'asset', fileName: `content/${compiled.version}/${name}`, source: json });
      }
      for (const [name, file] of ownPublicFiles()) this.emitFile({ type: 'asset', fileName: name, source: readFileSync(file) });
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([...contentEntries.map((entry) => join(siteRoot, entry)), schemaDir]);
      const onChange = (file: string) => {
        if (!isContentFile(file)) return;
        result = undefined;
        const module = server.moduleGraph.getModuleById(resolvedSiteModuleId);
        if (module) server.moduleGraph.invalidateModule(module);
        // The shell re-imports its settings and refetches page data; a full reload keeps that simple and
        // also clears the error overlay once the content is valid again.
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);

      server.middlewares.use(outboxMiddleware(root, () => current().compiled?.site));
      if (siteRoot !== root) {
        server.middlewares.use((request, response, next) => {
          // Only files that exist are looked up by their exact name, so no address can leave the folder.
          const file = ownPublicFiles().get((request.url ?? '').split('?')[0]!.slice(1));
          if (!file) return next();
          response.setHeader('Content-Type', publicFileTypes[extname(file)] ?? 'application/octet-stream');
          response.end(readFileSync(file));
        });
      }
      server.middlewares.use((request, response, next) => {
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
        const file = current().compiled?.files.get(url.slice(prefix.length));
        response.setHeader('Cache-Control', 'no-store');
        if (file === undefined) {
          response.statusCode = 404;
          response.end('Not found');
          return;
        }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(file);
      });
    },
  };
}

const publicFileTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.ico': 'image/x-icon' };

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
