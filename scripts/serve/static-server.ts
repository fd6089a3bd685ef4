import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

/** Rules of a _headers file: a path pattern (`*` matches anything) and the headers it adds. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

/** A server for the built site in `dir`; not listening yet. */
export async function createStaticServer(dir: string): Promise<Server> {
  const root = resolve(dir);
  const rules = existsSync(join(root, '_headers')) ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : [];
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    if (path === '/') path = '/';
    for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    const type = types[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    response.setHeader('Content-Type', type);
    response.setHeader('Vary', 'Accept-Encoding');
    if (/text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
