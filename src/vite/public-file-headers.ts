import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { headersFor, readHeaderRules, type HeaderRule } from './header-rules.ts';

/**
 * `npm start` and `npm run preview` send the files of public/ with the headers public/_headers gives
 * them on the host, so that a picture opened on its own is sandboxed there too
 * (docs/BEHAVIOUR.md#pictures-that-cannot-act). All but caching: both show an edited file at once.
 * Only files of public/ (the project's, or the site folder's) get them; Vite's own pages and modules
 * need scripts the host's policy does not allow.
 */
export function publicFileHeaders({ siteDir }: { siteDir?: string | undefined } = {}): Plugin {
  let rules: HeaderRule[] = [];
  let folders: string[] = [];
  const middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = pathOf(request.url);
    if (path !== undefined && folders.some((folder) => isFileUnder(folder, path)))
      for (const [name, value] of Object.entries(headersFor(rules, path))) if (name.toLowerCase() !== 'cache-control') response.setHeader(name, value);
    next();
  };
  return {
    name: 'public-file-headers',
    async configResolved(config) {
      folders = [config.publicDir, ...(siteDir ? [join(siteDir, 'public')] : [])].filter(Boolean);
      rules = config.publicDir ? await readHeaderRules(config.publicDir) : [];
    },
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** The decoded path of a request, or undefined when it cannot be decoded (the server answers those). */
function pathOf(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

function isFileUnder(folder: string, path: string): boolean {
  const file = normalize(join(folder, path));
  if (!file.startsWith(folder + sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}
