import { stat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type DevCompile, formatReport, isError, schemaFolders, showControls } from '../content/pipeline.ts';
import { contentChangedEvent, sourcesChangedEvent, type ContentChange } from '../shared/dev-server.ts';
import { contentEntries, type SiteState } from './site-state.ts';
import { brandCssModuleId, moduleIds, resolved, siteData } from './virtual-modules.ts';

/** The development server's watch on the content: a content edit checks the content again and tells every open page. */
export function contentWatch(state: SiteState): Plugin {
  return {
    name: 'site-content-watch',
    hotUpdate({ file }) {
      // A content edit is told to the pages by watchContent (below). Left to Vite, it would hot-update
      // the modules importing virtual:site, and src/main.tsx would start a second app in the same page.
      return state.isContentFile(file) ? [] : undefined;
    },
    configureServer(server) {
      watchContent(server, state);
    },
  };
}

/**
 * The development server checks the content again after each edit and tells every open page what
 * it is now (docs/BEHAVIOUR.md#development-server): each page draws it in place, its dialogs, focus
 * and scroll position untouched. Only a content that no page can show, or a new font, reloads them.
 */
function watchContent(server: ViteDevServer, state: SiteState): void {
  const started = Date.now();
  const watched = [...contentEntries.map((entry) => join(state.siteRoot, entry)), ...schemaFolders];
  server.watcher.add(watched);
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
  const report = (error: unknown) => state.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error), { timestamp: true });
  for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, (file: string) => void onChange(file).catch(report));
  // The watcher's first pass over a large site (20,000 files) can still be under way when the server
  // first answers, and a file saved before the pass reaches it counts as part of the pass: its edit
  // would never show. Once the pass is done, a file saved since the server started is that edit.
  server.watcher.once('ready', () => {
    savedSince(watched, started, (file) => state.isContentFile(file))
      .then((file) => (file ? onChange(file) : undefined))
      .catch(report);
  });
}

/** A file under `paths` (files or folders) that `counts` and was saved after `since`, if any. */
export async function savedSince(paths: string[], since: number, counts: (file: string) => boolean): Promise<string | undefined> {
  const files = await Promise.all(
    paths.map(async (path) => {
      const facts = await stat(path).catch(() => undefined);
      if (!facts?.isDirectory()) return facts ? [path] : [];
      const entries = await readdir(path, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    }),
  );
  for (const file of files.flat()) if (counts(file) && (await stat(file)).mtimeMs > since) return file;
  return undefined;
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
