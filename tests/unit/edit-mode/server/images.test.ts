import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngSaying, testPhoto } from '../../../support/photos.ts';
import { fakeOperations } from './fake-operations.ts';
import { EditModeServer } from './edit-mode-server.ts';
import { readSvg, svgRuleWords } from '../../../../src/content/checks/svg-safety.ts';
import { hostileSvgs, plainSvgs } from '../../../support/hostile-svgs.ts';

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

  it('is refused with 400 when it has more pixels than the build reads, saying the limit, and stores nothing', async () => {
    const reply = await upload('Huge.png', await pngSaying(20000, 20000));
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: {
        status: 'error',
        message:
          'The photo "Huge.png" has 20,000 × 20,000 pixels (400,000,000): the build reads photos of at most 268,402,689 pixels (16,383 × 16,383). Make it smaller, such as 4,000 pixels across, and save it again.',
      },
    });
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
  it.each(plainSvgs)('is stored when it holds $name, as the sanitizer cleaned it', async ({ svg }) => {
    expect((await upload('Drawing.svg', Buffer.from(svg))).body).toEqual({ status: 'stored', path: 'images/uploads/drawing.svg' });
    const kept = stored('images/uploads/drawing.svg').toString('utf8');
    expect(kept).toBe(readSvg(svg).clean);
    expect(kept).not.toMatch(/<!--|sodipodi|inkscape:|rdf:/);
  });

  it.each(hostileSvgs)('is refused when it holds $name, naming the rule it breaks, and nothing is stored', async ({ svg, rule }) => {
    const reply = await upload('drawing.svg', Buffer.from(svg));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      /^"drawing\.svg" holds .+, which the site does not serve\. Export it again as a plain SVG with only the drawing, or as PNG\.$/,
    );
    expect(reply.body.message).toContain(svgRuleWords[rule]);
    expect(existsSync(uploads())).toBe(false);
  });

  it('says what it found, in the words of each rule', async () => {
    const reply = await upload('logo.svg', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'));
    expect(reply.body).toEqual({
      status: 'error',
      message:
        '"logo.svg" holds <x:script> (an element that can run or show something other than a drawing (a script, an embedded page, a redirect)), which the site does not serve. Export it again as a plain SVG with only the drawing, or as PNG.',
    });
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
