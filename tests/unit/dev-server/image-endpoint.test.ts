import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCopiesEndpoint } from '../../../src/dev-server/image-endpoint.ts';
import { listeningPort } from '../../../scripts/support/listening-port.ts';

// The development server's endpoint for the photos' copies (docs/BEHAVIOUR.md#development-server),
// on a real HTTP server, with a stand-in for the site's photos: one copy exists.
let folder: string;
let server: Server;
let port: number;
const asked: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'image-copies-'));
  writeFileSync(join(folder, '800.avif'), 'AVIF bytes');
  const endpoint = imageCopiesEndpoint({
    path: '/assets/images/',
    find: (name) => {
      asked.push(name);
      return Promise.resolve(name === 'team-0123456789ab-800.avif' ? { file: join(folder, '800.avif'), type: 'image/avif' } : undefined);
    },
  });
  server = createServer((request, response) => {
    endpoint(request, response, () => response.end('next')).catch((error: unknown) => response.end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = listeningPort(server);
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

function ask(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; type?: string; cache?: string; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, setHost: false, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode!, type: response.headers['content-type'], cache: response.headers['cache-control'], text }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const ownPage = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'image' };

describe("the development server's copies of the photos", () => {
  it('serves a copy a page of the server asks for, named by its bytes and so cached for good', async () => {
    expect(await ask('/assets/images/team-0123456789ab-800.avif', ownPage)).toEqual({
      status: 200,
      type: 'image/avif',
      cache: 'public, max-age=31536000, immutable',
      text: 'AVIF bytes',
    });
  });

  it('answers 404 for a copy no photo of the site has, after asking for exactly that name', async () => {
    asked.length = 0;
    const answer = await ask('/assets/images/team-0123456789ab-801.avif', ownPage);
    expect(answer).toMatchObject({ status: 404, text: 'No photo of the site has a copy named /assets/images/team-0123456789ab-801.avif.' });
    expect(asked).toEqual(['team-0123456789ab-801.avif']);
  });

  it.each([
    ['a page of another site', { 'Sec-Fetch-Site': 'cross-site' }, 'The development server makes copies of photos only for its own pages.'],
    [
      'a page at a name that is not this machine',
      { Host: 'evil.example', 'Sec-Fetch-Site': 'same-origin' },
      "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].",
    ],
  ])('refuses %s with 403, before making anything', async (_name, headers, text) => {
    asked.length = 0;
    expect(await ask('/assets/images/team-0123456789ab-800.avif', headers)).toMatchObject({ status: 403, text });
    expect(asked).toEqual([]);
  });

  it('only reads: any other method gets 405', async () => {
    expect(await ask('/assets/images/team-0123456789ab-800.avif', ownPage, 'POST')).toMatchObject({ status: 405 });
  });

  it('leaves every other address to the rest of the server', async () => {
    expect((await ask('/images/team.jpg', ownPage)).text).toBe('next');
  });
});
