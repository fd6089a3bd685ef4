import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type DevCompile, formatReport, isError, schemaFolders, showControls } from '../content/pipeline.ts';
import { contentEntries, type SiteState } from './site-state.ts';
import { moduleIds, resolved } from './virtual-modules.ts';

/** The development server's watch on the content: a content edit checks the content again and reloads the page. */
export function contentWatch(state: SiteState, quietAdds: QuietAdds): Plugin {
  return {
    name: 'site-content-watch',
    hotUpdate({ file }) {
      // A content edit reloads the page (watchContent below). Left to Vite, it would first hot-update
      // the modules importing virtual:site, and src/main.tsx would start a second app in the same page.
      return state.isContentFile(file) ? [] : undefined;
    },
    configureServer(server) {
      watchContent(server, state, quietAdds);
    },
  };
}

/** The development server checks the content again after each edit, and reloads the page to show it. */
function watchContent(server: ViteDevServer, state: SiteState, quietAdds: QuietAdds): void {
  server.watcher.add([...contentEntries.map((entry) => join(state.siteRoot, entry)), ...schemaFolders]);
  state.logProblems = problemLogger(server, state.siteRoot);
  const onChange = (file: string, event: 'add' | 'unlink' | 'change') => {
    if (!state.isContentFile(file) || (event === 'add' && quietAdds.take(file))) return;
    state.changed(file);
    for (const id of moduleIds) {
      const module = server.moduleGraph.getModuleById(resolved(id));
      if (module) server.moduleGraph.invalidateModule(module);
    }
    // The shell re-imports its settings and refetches page data; a full reload keeps that simple,
    // and shows or clears the problems of the content at once.
    server.ws.send({ type: 'full-reload' });
  };
  for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, (file: string) => onChange(file, event));
}

/**
 * Pictures edit mode has just stored under a new name: no content names them yet, so
 * their arrival changes no page, and a reload would close the form that is about to use them
 * (docs/BEHAVIOUR.md#editing-on-the-page). Each is expected once, for a few seconds.
 */
export class QuietAdds {
  private readonly expected = new Map<string, number>();
  constructor(private readonly now = () => Date.now()) {}

  expect(file: string): void {
    this.expected.set(resolve(file), this.now());
  }

  /** Whether `file`'s arrival was expected (and now no longer is). */
  take(file: string): boolean {
    const since = this.expected.get(resolve(file));
    this.expected.delete(resolve(file));
    return since !== undefined && this.now() - since < quietAddSeconds * 1000;
  }
}

const quietAddSeconds = 10;

/** Prints the content's mistakes in the terminal of `npm start`, once per check. */
function problemLogger(server: ViteDevServer, siteRoot: string): (dev: DevCompile) => void {
  return ({ problems, report }) => {
    const errors = problems.filter(isError);
    if (errors.length > 0) server.config.logger.error(`The site's content has problems:\n\n${formatReport(errors, siteRoot)}`, { timestamp: true });
    else if (report.siteBroken)
      server.config.logger.error(showControls(report.problems.map((p) => `${p.message} ${p.hint ?? ''}`).join('\n')), { timestamp: true });
  };
}
