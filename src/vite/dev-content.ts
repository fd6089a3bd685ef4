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

/** A middleware that answers later: its failure goes to Vite, as a synchronous one's would. */
const middleware =
  (handler: (...args: Parameters<Middleware>) => Promise<void>): Middleware =>
  (request, response, next) => {
    handler(request, response, next).catch(next);
  };

/** Serves a site folder's own public files, its drawings in the brand's colours: only files that exist are looked up, by their exact name, so no address can leave the folder. */
function publicFilesMiddleware(state: SiteState): Middleware {
  return middleware(async (request, response, next) => {
    const name = (request.url ?? '').split('?')[0]!.slice(1);
    const file = state.ownPublicFiles().get(name);
    if (!file) return next();
    const drawn = await state.drawing(name);
    response.setHeader('Content-Type', lookup(file) ?? 'application/octet-stream');
    response.end(drawn ?? readFileSync(file));
  });
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
      server.middlewares.use(
        middleware(async (request, response, next) => {
          const drawn = await state.drawing((request.url ?? '').split('?')[0]!.slice(1));
          if (drawn === undefined) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(drawn);
        }),
      );
    },
  };
}

/** Serves the feeds at their addresses in the build (docs/BEHAVIOUR.md#feeds), below the site's base, as the build writes them. */
function feedsMiddleware(compiled: () => Promise<CompiledSite | null | undefined>): Middleware {
  return middleware(async (request, response, next) => {
    const current = await compiled();
    const path = (request.url ?? '').split('?')[0]!;
    const base = current ? basePath(current.site).replace(/^\.\//, '/') : '/';
    const feed = path.startsWith(base) ? current?.feeds.get(path.slice(base.length)) : undefined;
    if (feed === undefined) return next();
    response.setHeader('Content-Type', `${path.endsWith('atom.xml') ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`);
    response.setHeader('Cache-Control', 'no-store');
    response.end(feed);
  });
}

/** Serves the compiled pages and texts under /content/dev/, never cached: they change with every edit; 404 for a name none has. */
function contentMiddleware(files: () => Promise<Map<string, string> | undefined>): Middleware {
  return middleware(async (request, response, next) => {
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
  });
}
