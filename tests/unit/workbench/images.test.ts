import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testPhoto } from '../../support/photos.ts';
import { fakeOperations } from './fake-operations.ts';
import { EditModeServer } from './edit-mode-server.ts';

// Pictures edit mode uploads (docs/BEHAVIOUR.md#editing-on-the-page), through a real HTTP
// server over a copy of the fixture site.
let editModeServer: EditModeServer;
const photos: Record<'jpeg' | 'png' | 'webp' | 'avif', Buffer> = { jpeg: Buffer.alloc(0), png: Buffer.alloc(0), webp: Buffer.alloc(0), avif: Buffer.alloc(0) };

beforeAll(async () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) photos[format] = await testPhoto(40, 30, { format });
});
beforeEach(async () => {
  editModeServer = await new EditModeServer(fakeOperations).start();
});
afterEach(() => editModeServer.stop());

const upload = (name: string, bytes: Buffer) =>
  editModeServer.post(`/__edit-mode/image?name=${encodeURIComponent(name)}`, bytes, { 'Content-Type': 'application/octet-stream' });
const uploads = () => join(editModeServer.site.root, 'public/images/uploads');
const stored = (path: string) => readFileSync(join(editModeServer.site.root, 'public', path));
const svg = (body: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>\n`);

describe('a picture uploaded', () => {
  it.each([
    ['Día de Campo (1).JPG', 'jpeg', 'images/uploads/dia-de-campo-1.jpg'],
    ['team photo.jpeg', 'jpeg', 'images/uploads/team-photo.jpeg'],
    ['LOGO.png', 'png', 'images/uploads/logo.png'],
    ['hero.webp', 'webp', 'images/uploads/hero.webp'],
    ['hero.avif', 'avif', 'images/uploads/hero.avif'],
    ['../../../../etc/passwd.png', 'png', 'images/uploads/passwd.png'],
    ['C:\\Users\\ana\\Pictures\\Ana.png', 'png', 'images/uploads/ana.png'],
    ['.png', 'png', 'images/uploads/picture.png'],
    ['日本.png', 'png', 'images/uploads/picture.png'],
  ] as const)('%s is stored under a safe name in the uploads folder, its bytes unchanged', async (name, format, path) => {
    const reply = await upload(name, photos[format]);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { status: 'stored', path } });
    expect(stored(path).equals(photos[format])).toBe(true);
    // Nothing else, and no temporary file, in the folder.
    expect(readdirSync(uploads())).toEqual([path.split('/').at(-1)]);
  });

  it('never replaces a picture of the same name: -2, -3 follow', async () => {
    const paths = [];
    for (const format of ['png', 'png', 'png'] as const) paths.push((await upload('Logo.png', photos[format])).body.path);
    expect(paths).toEqual(['images/uploads/logo.png', 'images/uploads/logo-2.png', 'images/uploads/logo-3.png']);
    const other = await testPhoto(40, 30, { format: 'png', seed: 1 });
    const all = await Promise.all([upload('logo.png', other), upload('logo.png', other)]);
    expect(all.map((reply) => reply.body.path!).sort((a, b) => a.localeCompare(b))).toEqual(['images/uploads/logo-4.png', 'images/uploads/logo-5.png']);
    expect(stored('images/uploads/logo.png').equals(photos.png)).toBe(true);
  });

  it.each([
    ['notes.txt', () => Buffer.from('hello'), '"notes.txt" is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.'],
    ['movie.gif', () => Buffer.from('GIF89a'), '"movie.gif" is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.'],
    ['no-extension', () => photos.png, '"no-extension" is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.'],
    ['empty.png', () => Buffer.alloc(0), '"empty.png" is empty: choose the picture again.'],
    ['photo.png', () => photos.jpeg, '"photo.png" is named as a PNG picture, but its bytes are not one. Save it again as PNG, or choose another file.'],
    [
      'photo.jpg',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
      '"photo.jpg" is named as a JPEG picture, but its bytes are not one. Save it again as JPEG, or choose another file.',
    ],
    ['photo.webp', () => photos.avif, '"photo.webp" is named as a WebP picture, but its bytes are not one. Save it again as WebP, or choose another file.'],
    ['photo.avif', () => photos.webp, '"photo.avif" is named as a AVIF picture, but its bytes are not one. Save it again as AVIF, or choose another file.'],
    [
      'page.svg',
      () => Buffer.from('<html><body>hi</body></html>'),
      '"page.svg" is named as a SVG picture, but its bytes are not one. Save it again as SVG, or choose another file.',
    ],
  ])('%s is refused with 400 and stores nothing', async (name, bytes, message) => {
    const reply = await upload(name, bytes());
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: { status: 'error', message } });
    expect(existsSync(uploads()) ? readdirSync(uploads()) : []).toEqual([]);
  });

  it('asks for the name', async () => {
    const reply = await editModeServer.post('/__edit-mode/image', photos.png);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { status: 'error', message: 'Say which one: /__edit-mode/image?name=….' },
    });
  });
});

describe('an SVG uploaded', () => {
  it('is stored when it is a plain picture: its own parts, embedded rasters, a doctype and comments', async () => {
    const picture = Buffer.from(
      `<!-- Made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs>` +
        `<rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`,
    );
    expect((await upload('Drawing.svg', picture)).body).toEqual({ status: 'stored', path: 'images/uploads/drawing.svg' });
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a script in capitals', '<SCRIPT>alert(1)</SCRIPT>'],
    ['an event handler', '<rect onload="alert(1)" width="1" height="1"/>'],
    ['an event handler without spaces', '<rect width="1"onclick="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
    ['a picture of another site', '<image href="https://evil.example/track.png"/>'],
    ['a file of this machine', '<image xlink:href="file:///etc/passwd"/>'],
    ['a style sheet of another site', '<style>@import "https://evil.example/a.css";</style>'],
    ['a font of another site', '<style>text { font-family: x; src: url(https://evil.example/f.woff) }</style>'],
    ['an SVG inside', '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4="/>'],
    ['HTML inside', '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>'],
  ])('is refused when it holds %s', async (_name, body) => {
    const reply = await upload('drawing.svg', svg(body));
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: {
        status: 'error',
        message:
          '"drawing.svg" holds a script, an event handler or a reference to another file, which the site does not serve. Export it again as a plain SVG, or as PNG.',
      },
    });
    expect(existsSync(uploads())).toBe(false);
  });

  it('is refused when it declares entities', async () => {
    const bomb = Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>\n<svg xmlns="http://www.w3.org/2000/svg">&a;</svg>');
    expect((await upload('bomb.svg', bomb)).status).toBe(400);
  });
});

describe('where pictures go', () => {
  it('refuses an uploads folder that is a link leading out of the site folder, and writes nothing there', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'edit-mode-outside-'));
    try {
      symlinkSync(outside, uploads());
      const reply = await upload('logo.png', photos.png);
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 403,
        body: {
          status: 'error',
          message:
            "The editor writes only the site's pages/, locales/, public/images/ and site.yaml: public/images/uploads/logo.png is not among them, or leads out of the site folder.",
        },
      });
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses an images folder that is a link leading out', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'edit-mode-outside-'));
    try {
      const images = join(editModeServer.site.root, 'public/images');
      rmSync(images, { recursive: true });
      mkdirSync(join(outside, 'uploads'));
      symlinkSync(outside, images);
      expect((await upload('logo.png', photos.png)).status).toBe(403);
      expect(readdirSync(join(outside, 'uploads'))).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
