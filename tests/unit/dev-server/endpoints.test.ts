import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorEndpointGuard } from '../../../src/dev-server/editor-endpoint.ts';
import { listeningPort } from '../../../scripts/support/listening-port.ts';

// The development server's endpoints (docs/BEHAVIOUR.md#development-server), here the guard before
// Vite's open-in-editor handler, on a real HTTP server: what it lets through reaches `next`, which
// answers with the address Vite's handler would then read.
let base: string;
let project: string;
let server: Server;
let port: number;
let own: string;

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'dev-endpoints-')));
  project = join(base, 'project');
  for (const [file, text] of Object.entries({
    'project/site.yaml': 'site',
    'project/locales/en/about.yaml': 'about',
    'outside/secret.txt': 'secret',
    'project-evil/secret.txt': 'secret',
  })) {
    mkdirSync(join(base, file, '..'), { recursive: true });
    writeFileSync(join(base, file), text);
  }
  symlinkSync(join(base, 'outside/secret.txt'), join(project, 'linked.yaml'));
  symlinkSync(join(base, 'outside'), join(project, 'linked-folder'));
  symlinkSync(join(project, 'site.yaml'), join(project, 'inside-link.yaml'));
  server = createServer((request, response) => editorEndpointGuard([project])(request, response, () => response.end(`next ${request.url}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = listeningPort(server);
  own = `127.0.0.1:${port}`;
});
afterAll(() => {
  server.close();
  rmSync(base, { recursive: true, force: true });
});

/** GET `path` with these headers, and the Host of this server unless they name another. */
function ask(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, setHost: false, headers: { Host: own, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

const open = (file: string) => `/?file=${encodeURIComponent(file)}`;
const ownPage = { 'Sec-Fetch-Site': 'same-origin' };
const hostRefusal = "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].";
const siteRefusal = 'The development server opens files in the editor only for its own pages.';

describe("the guard before Vite's open-in-editor endpoint", () => {
  it('lets edit mode open a file of the project at its line and column, as its real path', async () => {
    const answer = await ask(open(`${project}/locales/en/about.yaml:3:10`), ownPage);
    expect(answer).toEqual({ status: 200, text: `next /?file=${encodeURIComponent(`${project}/locales/en/about.yaml:3:10`)}` });
    // A link that stays inside the project opens what it leads to.
    expect((await ask(open(`${project}/inside-link.yaml:1`), ownPage)).text).toBe(`next /?file=${encodeURIComponent(`${project}/site.yaml:1`)}`);
  });

  it.each([
    ['a program on this machine (no Origin, no Sec-Fetch-Site)', (): Record<string, string> => ({})],
    ['a page whose browser sends Origin only', () => ({ Origin: `http://${own}` })],
    ['a page at localhost', () => ({ Host: `localhost:${port}`, Origin: `http://localhost:${port}`, 'Sec-Fetch-Site': 'same-origin' })],
    ['a page at [::1]', () => ({ Host: `[::1]:${port}`, 'Sec-Fetch-Site': 'same-origin' })],
  ])('lets through %s', async (_name, headers) => {
    const answer = await ask(open(`${project}/site.yaml`), headers());
    expect(answer.text).toBe(`next /?file=${encodeURIComponent(`${project}/site.yaml`)}`);
  });

  it.each([
    ['a page of another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, siteRefusal],
    ['a link followed from another site', { 'Sec-Fetch-Site': 'cross-site' }, siteRefusal],
    ['a page on another port of this machine', { Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-site' }, siteRefusal],
    ['a browser that sends only Origin, of another port', { Origin: 'http://127.0.0.1:8080' }, siteRefusal],
    ['an address typed or bookmarked', { 'Sec-Fetch-Site': 'none' }, siteRefusal],
    ['a sandboxed page', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }, siteRefusal],
    [
      'a page on a name of another site pointed here (DNS rebinding)',
      { Host: 'evil.example:5173', Origin: 'http://evil.example:5173', 'Sec-Fetch-Site': 'same-origin' },
      hostRefusal,
    ],
    ['a host name under localhost', { Host: 'tools.localhost:5173', 'Sec-Fetch-Site': 'same-origin' }, hostRefusal],
    ['another address of this machine, on its network', { Host: '192.168.1.20:5173', 'Sec-Fetch-Site': 'same-origin' }, hostRefusal],
    ['a Host with a user name', { Host: 'evil.example@localhost:5173' }, hostRefusal],
  ])('refuses %s with 403', async (_name, headers, text) => {
    expect(await ask(open(`${project}/site.yaml`), headers)).toEqual({ status: 403, text });
  });

  it.each([
    ['`../` out of the project', () => `${project}/../outside/secret.txt`],
    ['`../` from a relative path', () => '../outside/secret.txt'],
    ['an absolute path outside', () => '/etc/hostname'],
    ["a folder whose name starts with the project's", () => `${project}-evil/secret.txt`],
    ['a file: address', () => 'file:///etc/hostname'],
    ['a file: address, even into the project', () => `file://${project}/site.yaml`],
    ['a link out of the project', () => `${project}/linked.yaml:1:1`],
    ['a folder that is a link out of the project', () => `${project}/linked-folder/secret.txt`],
  ])('refuses %s with 403', async (_name, file) => {
    const answer = await ask(open(file()), ownPage);
    expect(answer).toEqual({ status: 403, text: `The development server opens only files inside the project: ${file()} is not.` });
  });

  it('reads %2e%2e as the dots it stands for, and refuses it', async () => {
    const answer = await ask(`/?file=%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fhostname`, ownPage);
    expect(answer.status).toBe(403);
    // Escaped twice, it is a name of its own, which the project does not have.
    expect((await ask(`/?file=%252e%252e%252fsecret.txt`, ownPage)).status).toBe(404);
  });

  it.each([
    ['a file that does not exist', () => `${project}/locales/en/missing.yaml:1`],
    ['a folder', () => `${project}/locales`],
  ])('answers %s with 404', async (_name, file) => {
    expect(await ask(open(file()), ownPage)).toEqual({ status: 404, text: `There is no file ${file()} in the project.` });
  });

  it('answers a request without a file with 400', async () => {
    expect(await ask('/', ownPage)).toEqual({ status: 400, text: 'Say which file to open: /__open-in-editor?file=<path>[:line[:column]].' });
  });
});
