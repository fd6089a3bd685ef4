import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aboutTexts, fakeOperations, replacing } from './fake-operations.ts';
import { EditModeServer } from './edit-mode-server.ts';

// Who may ask edit mode's endpoints, and what they read (docs/BEHAVIOUR.md#editing-on-the-page),
// on a real HTTP server over a copy of the fixture site.
let editModeServer: EditModeServer;
let planned: number;
let original: string;

beforeAll(async () => {
  editModeServer = await new EditModeServer(fakeOperations).start();
  original = editModeServer.site.read('locales/en/about.yaml');
});
afterAll(() => editModeServer.stop());
beforeEach(() => {
  editModeServer.site.write('locales/en/about.yaml', original);
  planned = 0;
  const plan = replacing(['locales/en/about.yaml', 'title: About\n', 'title: About us\n']);
  editModeServer.plan = (root) => {
    planned++;
    return plan(root);
  };
});

const save = { changes: [{ kind: 'set-text', key: 'about.meta.title', values: { en: 'About us' } }], versions: {} };
const hostRefusal = "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].";
const siteRefusal = "The editor's endpoints answer only this development server's own pages.";
const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(editModeServer.site.root, file)))
    .digest('hex');

describe('who may ask', () => {
  it.each([
    ['a page of another site', () => ({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), siteRefusal],
    ['a browser that sends only a foreign Origin', () => ({ Origin: 'https://evil.example', 'Sec-Fetch-Site': '' }), siteRefusal],
    ['a page on another port of this machine', () => ({ Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-site' }), siteRefusal],
    ['an address typed or bookmarked', () => ({ 'Sec-Fetch-Site': 'none' }), siteRefusal],
    ['a Host of another site', () => ({ Host: 'evil.example' }), hostRefusal],
    [
      'a page on a name of another site pointed here (DNS rebinding)',
      () => ({ Host: `evil.example:${editModeServer.port}`, Origin: `http://evil.example:${editModeServer.port}`, 'Sec-Fetch-Site': 'same-origin' }),
      hostRefusal,
    ],
    ['a name under localhost', () => ({ Host: `tools.localhost:${editModeServer.port}` }), hostRefusal],
    ["the machine's address on its network", () => ({ Host: `192.168.1.20:${editModeServer.port}` }), hostRefusal],
  ])('refuses %s with 403, on every endpoint, and writes nothing', async (_name, headers, message) => {
    const before = editModeServer.site.read('locales/en/about.yaml');
    const without = headers();
    const asked = [
      await editModeServer.ask('/__edit-mode/site', { headers: without }),
      await editModeServer.ask('/__edit-mode/text?key=about.meta.title', { headers: without }),
      await editModeServer.post('/__edit-mode/save', save, without),
      await editModeServer.post('/__edit-mode/undo', {}, without),
      await editModeServer.post('/__edit-mode/image?name=x.png', Buffer.from('x'), without),
    ];
    for (const reply of asked) expect({ status: reply.status, body: reply.body }).toEqual({ status: 403, body: { status: 'error', message } });
    expect(planned).toBe(0);
    expect(editModeServer.site.read('locales/en/about.yaml')).toBe(before);
  });

  it.each([
    ['its own page', {}],
    ['its own page at localhost, with its Origin', () => ({ Host: `localhost:${editModeServer.port}`, Origin: `http://localhost:${editModeServer.port}` })],
    ['a program on this machine (no Origin, no Sec-Fetch-Site)', () => ({ 'Sec-Fetch-Site': '' })],
  ])('answers %s', async (_name, headers) => {
    const sent = typeof headers === 'function' ? headers() : headers;
    const reply = await editModeServer.ask('/__edit-mode/site', { headers: sent });
    expect(reply.status).toBe(200);
    expect(reply.body.imagesFolder).toBe('images/uploads');
  });
});

describe('what they read', () => {
  it('answers a text with the sha-256 of each of its files, and no list of files', async () => {
    const reply = await editModeServer.ask('/__edit-mode/text?key=about.meta.title');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body.versions).toEqual(Object.fromEntries(aboutTexts.map((file) => [file, sha256(file)])));
    expect(reply.body).not.toHaveProperty('files');
    expect(reply.body.languages!.map((language: { label: string }) => language.label)).toEqual(['English', 'Español']);
  });

  it('answers a block with the versions of its page file', async () => {
    const reply = await editModeServer.ask('/__edit-mode/block?route=about&index=0');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ route: 'about', index: 0, versions: { 'pages/about.yaml': sha256('pages/about.yaml') } });
  });

  it('answers a block of the home page, whose route is empty', async () => {
    const reply = await editModeServer.ask('/__edit-mode/block?route=&index=0');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ route: '', index: 0 });
  });

  it('answers an edit the operations cannot make with their status and words (EditError)', async () => {
    const reply = await editModeServer.ask('/__edit-mode/text?key=about.nothing');
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 404, body: { status: 'error', message: 'There is no text about.nothing.' } });
  });

  it.each([
    ['/__edit-mode/text', 'Say which one: /__edit-mode/text?key=….'],
    ['/__edit-mode/block?route=about', 'Say which one: /__edit-mode/block?index=….'],
    ['/__edit-mode/block?index=0', 'Say which one: /__edit-mode/block?route=….'],
    ['/__edit-mode/block?route=about&index=-1', 'The index of a section is a number from 0: -1 is not.'],
    ['/__edit-mode/block?route=about&index=1e3', 'The index of a section is a number from 0: 1e3 is not.'],
  ])('answers %s with 400', async (path, message) => {
    expect((await editModeServer.ask(path)).body).toEqual({ status: 'error', message });
    expect((await editModeServer.ask(path)).status).toBe(400);
  });

  it('answers an unknown endpoint with 404, and leaves every other address to the next handler', async () => {
    expect(await editModeServer.ask('/__edit-mode/files')).toMatchObject({
      status: 404,
      body: { status: 'error', message: 'There is no endpoint /__edit-mode/files.' },
    });
    expect((await editModeServer.ask('/__edit-modey/site')).status).toBe(418);
    expect((await editModeServer.ask('/about')).status).toBe(418);
  });
});

describe('methods, types and sizes', () => {
  it.each([
    ['GET', '/__edit-mode/save', 'POST'],
    ['PUT', '/__edit-mode/undo', 'POST'],
    ['GET', '/__edit-mode/image?name=x.png', 'POST'],
    ['POST', '/__edit-mode/site', 'GET, HEAD'],
    ['DELETE', '/__edit-mode/text?key=about.meta.title', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const reply = await editModeServer.ask(path, { method, ...(method === 'GET' ? {} : { body: {} }) });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe(allow);
    expect(reply.body.status).toBe('error');
  });

  it.each([
    [
      'text/plain',
      { 'Content-Type': 'text/plain' },
      JSON.stringify(save),
      "The editor's endpoints read JSON: send the body as application/json, not as text/plain.",
    ],
    [
      'a form',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'a=1',
      "The editor's endpoints read JSON: send the body as application/json, not as application/x-www-form-urlencoded.",
    ],
    ['no type', {}, JSON.stringify(save), "The editor's endpoints read JSON: send the body as application/json, not as a body without a type."],
    ['bad JSON', { 'Content-Type': 'application/json' }, '{"changes": [', 'The request is not valid JSON.'],
    [
      'another shape',
      { 'Content-Type': 'application/json' },
      '{"changes": {}}',
      'A save is {"changes": [...], "versions": {"<file>": "<version>"}}: this request is not.',
    ],
    [
      'a change without a kind',
      { 'Content-Type': 'application/json' },
      '{"changes": [{}], "versions": {}}',
      'A save is {"changes": [...], "versions": {"<file>": "<version>"}}: this request is not.',
    ],
    ['an empty body', { 'Content-Type': 'application/json' }, '', 'A save is {"changes": [...], "versions": {"<file>": "<version>"}}: this request is not.'],
  ])('answers a save sent as %s with 400, and plans nothing', async (_name, headers, body, message) => {
    const reply = await editModeServer.ask('/__edit-mode/save', { method: 'POST', headers, body: Buffer.from(body) });
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { status: 'error', message } });
    expect(planned).toBe(0);
  });

  it('answers a JSON body over 1 MB with 413, and plans nothing', async () => {
    const padding = 'x'.repeat(1024 * 1024);
    const reply = await editModeServer.post('/__edit-mode/save', { ...save, padding });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 413,
      body: { status: 'error', message: "The request is larger than 1 MB, the most the editor's endpoints read." },
    });
    expect(planned).toBe(0);
    // Just under the limit, it is read.
    const under = await editModeServer.post('/__edit-mode/save', { ...save, padding: 'x'.repeat(1024 * 1024 - 200) });
    expect(under.status).toBe(200);
  });

  it('answers a JSON body nested more than 64 deep with 400, and plans nothing; brackets in texts do not count', async () => {
    const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    const reply = await editModeServer.post('/__edit-mode/save', { ...save, padding: nested(64) });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { status: 'error', message: "The request nests lists and groups of fields more than 64 deep, the most the editor's endpoints read." },
    });
    expect(planned).toBe(0);
    // At the limit, and with brackets and escaped quotes in its texts, it is read.
    expect((await editModeServer.post('/__edit-mode/save', { ...save, padding: nested(63) })).status).toBe(200);
    editModeServer.site.write('locales/en/about.yaml', original);
    expect((await editModeServer.post('/__edit-mode/save', { ...save, padding: `\\"${'[{'.repeat(100)}` })).status).toBe(200);
  });

  it('answers a picture over 25 MB with 413, and stores nothing', async () => {
    const reply = await editModeServer.post('/__edit-mode/image?name=big.png', Buffer.alloc(25 * 1024 * 1024 + 1));
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 413,
      body: { status: 'error', message: 'The picture is larger than 25 MB, the most the editor takes: make it smaller first.' },
    });
    expect(existsSync(join(editModeServer.site.root, 'public/images/uploads/big.png'))).toBe(false);
  });

  it('answers a failure of its own with 500, no stack, and tells the console', async () => {
    editModeServer.plan = () => {
      throw new Error('the disk is on fire');
    };
    const reply = await editModeServer.post('/__edit-mode/save', save);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 500,
      body: { status: 'error', message: 'The development server could not do this (it said: "the disk is on fire"). Its console tells more.' },
    });
    expect(editModeServer.logged.at(-1)).toMatch(/^The editor's endpoint failed: Error: the disk is on fire\n\s+at /);
    // The next save is made as usual.
    editModeServer.plan = replacing(['locales/en/about.yaml', 'title: About\n', 'title: About us\n']);
    expect((await editModeServer.post('/__edit-mode/save', save)).body.status).toBe('saved');
  });
});
