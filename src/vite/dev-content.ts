import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lookup } from 'mrmime';
import type { Plugin } from 'vite';
import { basePath } from '../routing/addresses.ts';
import type { CompiledSite } from '../content/pipeline.ts';
import type { SiteState } from './site-state.ts';

/** Where the development server serves the compiled pages and texts. */
export const devContentPath = 'content/dev';

/**
 * What the development server serves of the content, as the build would write it: the compiled
 * pages and texts, the feeds, and a site folder's own public files when it is not the project.
 */
export function devContent(state: SiteState): Plugin {
  return {
    name: 'site-dev-content',
    configureServer(server) {
      if (state.siteRoot !== state.root) server.middlewares.use(publicFilesMiddleware(state));
      server.middlewares.use(contentMiddleware(async () => (await state.current()).compiled?.files));
      server.middlewares.use(feedsMiddleware(async () => (await state.current()).compiled));
    },
  };
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Serves a site folder's own public files, its drawings in the brand's colours: only files that exist are looked up, by their exact name, so no address can leave the folder. */
function publicFilesMiddleware(state: SiteState): Middleware {
  return (request, response, next) => {
    const name = (request.url ?? '').split('?')[0]!.slice(1);
    const file = state.ownPublicFiles().get(name);
    if (!file) return next();
    state.drawing(name).then((drawn) => {
      response.setHeader('Content-Type', lookup(file) ?? 'application/octet-stream');
      response.end(drawn ?? readFileSync(file));
    }, next);
  };
}

/**
 * The project's own drawings in the brand's colours (docs/BEHAVIOUR.md#brand), after the headers
 * of public/_headers are set and before Vite serves the file as it is.
 */
export function brandDrawings(state: SiteState): Plugin {
  return {
    name: 'site-brand-drawings',
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        state.drawing((request.url ?? '').split('?')[0]!.slice(1)).then((drawn) => {
          if (drawn === undefined) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(drawn);
        }, next);
      });
    },
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
