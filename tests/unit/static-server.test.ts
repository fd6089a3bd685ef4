import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/serve/static-server.ts';

// scripts/serve.ts, the server of the end-to-end tests and the bench, on a small built site with a
// secret beside it, asked with raw HTTP requests (fetch would clean the paths up before sending them).
const secret = 'TOP SECRET: never served';
const script = `export const text = ${JSON.stringify('lorem ipsum '.repeat(300))};\n`;
const headersFile = `# Like public/_headers
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/
  Cache-Control: no-cache
/index.html
  Cache-Control: no-cache
/about-us/
  X-Page: about
`;

let base: string;
let site: string;
const servers: Server[] = [];

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function start(dir: string): Promise<number> {
  const server = await createStaticServer(dir);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** One GET with `path` sent exactly as written. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return ask(port, 'GET', path, headers);
}

/** One request of any method Node's client sends, with `path` sent exactly as written. */
function ask(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, headers: response.headers, body, text: body.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

let port: number;
let bare: number;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-'));
  site = join(base, 'dist');
  write(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  write(join(site, '404.html'), '<!doctype html><title>Page not found</title>');
  write(join(site, 'about-us', 'index.html'), '<!doctype html><title>About us</title>');
  write(join(site, 'assets', 'app-1234.js'), script);
  write(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(site, '_headers'), headersFile);
  write(
    join(site, '_redirects'),
    [
      '# Like the build writes it, with a rule of the site after',
      '/old-page  /about-us/  301',
      '/es/old-page/  /es/about-us/  308',
      '/moved /about-us/',
      '/blog/*  /news/:splat  301',
      '/es/*  /es/404.html  404',
      '/broken',
      '',
    ].join('\n'),
  );
  write(join(site, '.vite', 'manifest.json'), '{"secret": true}');
  write(join(base, 'dist-private', 'secret.txt'), secret);
  write(join(base, 'secret.txt'), secret);
  port = await start(site);
  // The same site without a 404 page.
  const plain = join(base, 'plain');
  write(join(plain, 'index.html'), '<!doctype html><title>Home</title>');
  bare = await start(plain);
});
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(base, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves a file with its type, and compresses text for a client that accepts gzip', async () => {
    const plain = await get(port, '/assets/app-1234.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.text).toBe(script);
    const zipped = await get(port, '/assets/app-1234.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(script);
  });

  it('answers a byte range with those bytes of the file, uncompressed', async () => {
    const part = await get(port, '/assets/app-1234.js', { Range: 'bytes=0-2047', 'Accept-Encoding': 'gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.text).toBe(script.slice(0, 2048));
  });

  it('serves the home page at / and a folder page at its address with a slash', async () => {
    expect((await get(port, '/')).text).toContain('<title>Home</title>');
    const about = await get(port, '/about-us/');
    expect(about.status).toBe(200);
    expect(about.headers['content-type']).toMatch(/^text\/html/);
    expect(about.text).toContain('<title>About us</title>');
  });

  it('sends a folder address without its slash to the address with it, as static hosts do', async () => {
    const answer = await get(port, '/about-us?lang=es');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/about-us/?lang=es');
  });

  it('answers an unknown address with 404.html and status 404, or a plain 404 without that file', async () => {
    const missing = await get(port, '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.text).toContain('<title>Page not found</title>');
    const plain = await get(bare, '/no-such-page/');
    expect(plain.status).toBe(404);
    expect(plain.text).toBe('Not found');
  });

  it('applies the rules of _headers, patterns included, and keeps the file itself private', async () => {
    const home = await get(port, '/');
    expect(home.headers).toMatchObject({ 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'", 'cache-control': 'no-cache' });
    expect((await get(port, '/index.html')).headers['cache-control']).toBe('no-cache');
    const asset = await get(port, '/assets/app-1234.js');
    expect(asset.headers).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'x-frame-options': 'DENY' });
    expect((await get(port, '/about-us/')).headers['x-page']).toBe('about');
    expect((await get(port, '/favicon.svg')).headers['cache-control']).toBeUndefined();
    const missing = await get(port, '/no-such-page/');
    expect(missing.headers['x-frame-options']).toBe('DENY');
    const rules = await get(port, '/_headers');
    expect(rules.status).toBe(404);
    expect(rules.text).not.toContain('Cache-Control');
  });

  it('follows the exact-path redirects of _redirects, with or without the last "/", keeping the query, and keeps the file itself private', async () => {
    for (const [path, status, location] of [
      ['/old-page', 301, '/about-us/'],
      ['/old-page/?utm=x', 301, '/about-us/?utm=x'],
      ['/es/old-page', 308, '/es/about-us/'],
      ['/moved/', 301, '/about-us/'],
    ] as const) {
      const answer = await get(port, path);
      expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status, location });
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    // Patterns and rewrites are the hosts' own: this server answers as it would without them.
    expect((await get(port, '/blog/first/')).status).toBe(404);
    expect((await get(port, '/es/no-such-page/')).text).toContain('<title>Page not found</title>');
    expect((await get(port, '/broken')).status).toBe(404);
    expect((await get(port, '/_redirects')).status).toBe(404);
  });

  it.each(['/%E0%A4%A', '/assets/%ZZ.js', '/%', '/about-us/%C3'])('answers the malformed escape in %s with 400, and keeps serving', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('Bad request: the address has a malformed %-escape.');
    expect((await get(port, '/')).status).toBe(200);
  });

  it.each(['/%', '/%ff', '/%E0%A4%A', '/assets/%ZZ.js'])('answers the malformed escape in %s with the headers of every address', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" });
  });

  it.each(['/x%0a', '/%0d', '/a%e2%80%a8', '/a%E2%80%A9', '/x%0d%0a/y', '/assets/x%0a.js'])(
    'answers %s, an address with a line break, with the headers of every address',
    async (path) => {
      const answer = await get(port, path);
      expect(answer.status).toBe(404);
      expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" });
    },
  );

  it('applies a rule with a pattern to an address with a line break under it', async () => {
    expect((await get(port, '/assets/x%0a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a copy that is current with 304: its ETag, one of a list, or "*" for any (RFC 9110, section 13.1.2)', async () => {
    const { headers } = await get(port, '/favicon.svg');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, '*', ` ${etag.slice(2)} `, `W/"other", ${etag}`]) {
      expect((await get(port, '/favicon.svg', { 'If-None-Match': ifNoneMatch })).status, ifNoneMatch).toBe(304);
    }
    expect((await get(port, '/favicon.svg', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    expect((await get(port, '/no-such-file.svg', { 'If-None-Match': '*' })).status).toBe(404);
  });

  it.each([
    '/..%2fdist-private/secret.txt',
    '/..%2Fdist-private%2Fsecret.txt',
    '/%2e%2e/dist-private/secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..\\secret.txt',
    '/..\\dist-private\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5c..%5csecret.txt',
    '//secret.txt',
    'SECRET_ABSOLUTE',
    'SECRET_ABSOLUTE_DOUBLE',
    'http://127.0.0.1/../secret.txt',
    '/%00/../secret.txt',
  ])('answers %s with 404 and never reads outside --dir', async (raw) => {
    const path = raw === 'SECRET_ABSOLUTE' ? join(base, 'secret.txt') : raw === 'SECRET_ABSOLUTE_DOUBLE' ? `/${join(base, 'dist-private', 'secret.txt')}` : raw;
    const answer = await get(port, path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(secret);
  });

  it('refuses to start on a folder that is not there', async () => {
    await expect(createStaticServer(join(base, 'missing'))).rejects.toThrow(`${join(base, 'missing')} is not a folder: build the site first (npm run build).`);
  });

  it('refuses to start on a _headers file it cannot read, saying where and what', async () => {
    const broken = join(base, 'broken');
    write(join(broken, 'index.html'), '<!doctype html>');
    write(join(broken, '_headers'), '/*\n  X-Frame-Options: DENY\n  Cache-Control:\n');
    await expect(createStaticServer(broken)).rejects.toThrow(
      `${join(broken, '_headers')}: Could not parse header line 3:\n  Cache-Control:\nMissing header value`,
    );
  });
});

/** What the server answers to `request` sent as raw bytes: its status line, or '' when it closes without a word. */
function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
  });
}

describe('the static server asked odd things', () => {
  const size = Buffer.byteLength(script);

  it.each([
    ['bytes=0-2047', 0, 2047],
    ['bytes=0-0', 0, 0],
    ['bytes=100-', 100, size - 1],
    ['bytes=-100', size - 100, size - 1],
    ['bytes=0-99999999', 0, size - 1],
    ['bytes=0-18446744073709551615', 0, size - 1],
    ['bytes=-99999999', 0, size - 1],
    ['bytes= 5 - 9 ', 5, 9],
  ])('answers the range %s with those bytes of the file, and 206', async (range, first, last) => {
    const part = await get(port, '/assets/app-1234.js', { Range: range });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${first}-${last}/${size}`);
    expect(part.text).toBe(script.slice(first, last + 1));
  });

  // Nothing of the file can be sent: 416, saying how large the file is (as nginx and Express answer).
  it.each(['bytes=10-1', 'bytes=99999999-', `bytes=${size}-`, 'bytes=-0'])('answers the range %s with 416 and the size, and keeps serving', async (range) => {
    const refused = await get(port, '/assets/app-1234.js', { Range: range });
    expect(refused.status).toBe(416);
    expect(refused.headers['content-range']).toBe(`bytes */${size}`);
    expect(refused.text).toBe('');
    expect((await get(port, '/')).status).toBe(200);
  });

  // A Range the server does not take is ignored, as HTTP allows: the whole file, as Express answers
  // (several ranges would need a multipart answer no page of the site asks for).
  it.each(['bytes=0-1,5-6', 'bytes=0-1, 3-4', 'bytes=abc', 'bytes=', 'bytes=-', 'bytes=--1', 'bytes=1-2-3', 'bytes=0x10-', 'items=0-5', '0-100', 'bytes=1e3-'])(
    'ignores the range %s and sends the whole file',
    async (range) => {
      const whole = await get(port, '/assets/app-1234.js', { Range: range });
      expect(whole.status).toBe(200);
      expect(whole.headers['content-range']).toBeUndefined();
      expect(whole.text).toBe(script);
    },
  );

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await ask(port, 'HEAD', '/assets/app-1234.js');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['content-type']).toMatch(/^text\/javascript/);
    expect(head.body.length).toBe(0);
  });

  // A static host takes no uploads and no changes: 405, naming what it does take, as nginx answers.
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'PURGE'])(
    'answers %s with 405 and Allow: GET, HEAD, and sends no file',
    async (method) => {
      for (const path of ['/', '/assets/app-1234.js', '/no-such-page/', '/about-us']) {
        const refused = await ask(port, method, path);
        expect(refused.status, `${method} ${path}`).toBe(405);
        expect(refused.headers.allow).toBe('GET, HEAD');
        expect(refused.text).toBe('Method not allowed: this server only sends files (GET, HEAD).');
      }
    },
  );

  it('answers CONNECT with 405 too, and a method HTTP does not know with 400, and keeps serving', async () => {
    expect(await rawStatus(port, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n')).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(await rawStatus(port, 'BREW /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect((await get(port, '/')).status).toBe(200);
  });

  it.each([
    '/_headers/',
    '/_headers?x',
    '/%5Fheaders',
    '/%5fheaders',
    '/_headers/.',
    '//_headers',
    '/./_headers',
    '/_headers.html',
    '/_headers/index.html',
    '/_redirects',
    '/_redirects/',
    '/%5Fredirects?',
  ])("never sends the host's own files, asked as %s", async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/Cache-Control|old-page/);
  });

  it.each(['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json'])('never sends a file of a hidden folder, asked as %s', async (path) => {
    const answer = await get(port, path);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('secret');
  });

  it('keeps running as a process after every odd request above', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', site, '--port', '0'], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const served = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(chunk.toString())?.[1];
          if (port) resolve(Number(port));
        });
        child.once('exit', (code) => reject(new Error(`scripts/serve.ts stopped (exit code ${code}) before serving`)));
      });
      for (const range of ['bytes=10-1', 'bytes=0-18446744073709551615', 'bytes=99999999-', 'bytes=0-1,5-6'])
        await get(served, '/assets/app-1234.js', { Range: range }).catch(() => undefined);
      for (const method of ['POST', 'DELETE', 'OPTIONS', 'TRACE']) await ask(served, method, '/').catch(() => undefined);
      await rawStatus(served, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\n\r\n');
      await rawStatus(served, 'BREW / HTTP/1.1\r\n\r\n');
      expect((await get(served, '/')).status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });
});
