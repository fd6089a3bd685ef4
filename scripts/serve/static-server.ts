import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import compression from 'http-compression';
import { lookup } from 'mrmime';
import { headersFor, readHeaderRules } from '../../src/vite/header-rules.ts';
import { readRedirectRules, redirectFor } from './redirects.ts';

/** Files the hosts read for themselves and never serve. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/** What a static host takes: it sends files, and takes no uploads and no changes. */
const allowedMethods = 'GET, HEAD';
const methodRefusal = `Method not allowed: this server only sends files (${allowedMethods}).`;

/**
 * A server for the built site in `dir`, as a static host serves it: the headers of its `_headers`,
 * the redirects of its `_redirects` (./redirects.ts), gzip for text, `/about-us/` from `about-us/index.html`, and `404.html` (or a plain "Not found")
 * with status 404 for any other address. It serves only the files found in `dir` when the server
 * is created, looked up by name, so no address (`..%2f`, `%2e%2e`, a backslash, an absolute path)
 * can reach a file outside it, nor `_headers`, `_redirects` or a hidden file, however it is
 * written. Only GET and HEAD; byte ranges as HTTP defines them. Not listening yet.
 */
export async function createStaticServer(dir: string): Promise<Server> {
  const root = resolve(dir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${root} is not a folder: build the site first (npm run build).`);
  const rules = await readHeaderRules(root);
  const redirects = readRedirectRules(root);
  const files = listFiles(root);
  const notFoundPage = files.has('/404.html') ? readFileSync(join(root, '404.html')) : undefined;
  // gzip only, as before: the bench's transfer sizes stay comparable from one run to the next.
  const compress = compression({ brotli: false, level: { gzip: 6 } });

  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
    const path = decodedPath(rawPath);
    // An address that cannot be decoded gets the headers of its raw form: every answer carries those of `/*`.
    for (const [name, value] of Object.entries(headersFor(rules, path ?? rawPath))) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    if (path === undefined) return answer(response, 400, 'Bad request: the address has a malformed %-escape.');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', allowedMethods);
      return answer(response, 405, methodRefusal);
    }
    const redirect = redirectFor(redirects, path);
    if (redirect) {
      // Like the hosts that read _redirects: followed whether or not a file is at the old address.
      response.writeHead(redirect.status, { Location: `${redirect.to}${queryAt < 0 ? '' : url.slice(queryAt)}` });
      return response.end();
    }
    const notFound = () => (notFoundPage ? answer(response, 404, notFoundPage, 'text/html; charset=utf-8') : answer(response, 404, 'Not found'));
    if (!path.endsWith('/') && !files.has(path) && files.has(`${path}/index.html`)) {
      // Like the hosts: one address per page, and the page's relative links resolve from its folder.
      response.writeHead(301, { Location: `${rawPath}/${queryAt < 0 ? '' : url.slice(queryAt)}` });
      return response.end();
    }
    const file = fileFor(files, path);
    if (!file) return notFound();
    const send = () => sendFile(request, response, join(root, file), notFound);
    // A byte range counts bytes of the file as it is, so it is never compressed.
    if (request.headers.range) send();
    else compress(request, response, send);
  });
  // CONNECT never reaches the handler above: Node hands over the connection itself.
  server.on('connect', (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

/** `rawPath` with its %-escapes decoded; undefined when one is malformed (`/%`, `/%ff`). */
function decodedPath(rawPath: string): string | undefined {
  try {
    return decodeURI(rawPath);
  } catch {
    return undefined;
  }
}

/** The file that serves `path`: itself, `<path>.html`, or a folder's `index.html` for an address ending in a slash. */
function fileFor(files: ReadonlySet<string>, path: string): string | undefined {
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * Every file under `root` that a host serves, as the address that serves it (`/about-us/index.html`):
 * not the host's own files, and nothing hidden (`.vite/`, a deployment's `.git/`) but `.well-known/`.
 */
function listFiles(root: string): Set<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const addresses = entries.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  return new Set(addresses.filter((address) => !hostFiles.has(address) && !/\/\.(?!well-known\/)/.test(address)));
}

/**
 * Sends `file` whole, or the byte range asked for, with its type, ETag and Last-Modified; 304 when
 * the client's copy is current. A file gone since the server started (a rebuild) is not found.
 */
function sendFile(request: IncomingMessage, response: ServerResponse, file: string, notFound: () => void): void {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return notFound();
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', stats.mtime.toUTCString());
  response.setHeader('Accept-Ranges', 'bytes');
  if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', contentType(file));
  if (isCurrent(request.headers['if-none-match'], etag)) {
    response.writeHead(304);
    return void response.end();
  }
  const range = byteRange(request.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
    return void response.end();
  }
  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  response.writeHead(range ? 206 : 200, { 'Content-Length': end - start + 1 });
  if (request.method === 'HEAD' || stats.size === 0) return void response.end();
  // An error here is the client gone, or the file removed mid-way: the answer simply ends.
  pipeline(createReadStream(file, { start, end }), response, () => {});
}

/**
 * Whether the client's copy is current by `If-None-Match` (RFC 9110, section 13.1.2): `*` for any
 * copy of a file that exists, or a list of tags of which one is `etag`, compared weakly (without `W/`).
 */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html; charset=utf-8' : type;
}

/**
 * The one byte range that a `Range` header asks of a file of `size` bytes (RFC 9110, section 14):
 * `'unsatisfiable'` when no byte of the file is in it, or when it ends before it starts (416, as
 * nginx and Express answer); undefined when the header is to be ignored and the whole file sent,
 * as HTTP allows: another unit, a malformed value, or several ranges (which would need a multipart
 * answer that no page of the site asks for).
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function answer(response: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}
