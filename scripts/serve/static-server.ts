import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import compression from 'http-compression';
import sirv from 'sirv';
import { headersFor, readHeaderRules } from './headers.ts';

/** Files the hosts read for themselves and never serve. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/**
 * A server for the built site in `dir`, as a static host serves it: the headers of its `_headers`,
 * gzip for text, `/about-us/` from `about-us/index.html`, and `404.html` (or a plain "Not found")
 * with status 404 for any other address. sirv serves only the files found in `dir` when the server
 * is created, looked up by name, so no address (`..%2f`, `%2e%2e`, a backslash, an absolute path)
 * can reach a file outside it. Not listening yet.
 */
export async function createStaticServer(dir: string): Promise<Server> {
  const root = resolve(dir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${root} is not a folder: build the site first (npm run build).`);
  const rules = await readHeaderRules(root);
  const files = listFiles(root);
  const notFoundPage = files.has('/404.html') ? readFileSync(join(root, '404.html')) : undefined;
  const serveFile = sirv(root, { etag: true, extensions: ['html'] });
  // gzip only, as before: the bench's transfer sizes stay comparable from one run to the next.
  const compress = compression({ brotli: false, level: { gzip: 6 } });

  return createServer((request, response) => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
    let path: string;
    try {
      path = decodeURI(rawPath);
    } catch {
      return answer(response, 400, 'Bad request: the address has a malformed %-escape.');
    }
    for (const [name, value] of Object.entries(headersFor(rules, path))) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    const notFound = () => (notFoundPage ? answer(response, 404, notFoundPage, 'text/html; charset=utf-8') : answer(response, 404, 'Not found'));
    if (hostFiles.has(path)) return notFound();
    if (!path.endsWith('/') && !files.has(path) && files.has(`${path}/index.html`)) {
      // Like the hosts: one address per page, and the page's relative links resolve from its folder.
      response.writeHead(301, { Location: `${rawPath}/${queryAt < 0 ? '' : url.slice(queryAt)}` });
      return response.end();
    }
    const send = () => serveFile(request, response, notFound);
    // A byte range counts bytes of the file as it is, so it is never compressed.
    if (request.headers.range) send();
    else compress(request, response, send);
  });
}

/** Every file under `root`, as the address that serves it (`/about-us/index.html`). */
function listFiles(root: string): Set<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(entries.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`));
}

function answer(response: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}
