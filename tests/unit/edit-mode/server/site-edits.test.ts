import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as siteEdits from '../../../../src/edit-mode/engine/site-edits.ts';
import { fingerprint } from '../../../../src/content/pipeline.ts';
import { EditModeServer } from './edit-mode-server.ts';

// The editor's endpoints with the real edit operations (src/edit-mode/engine/site-edits.ts), as
// `npm start` mounts them, on a copy of the fixture site (docs/BEHAVIOUR.md#editing-on-the-page).
let editModeServer: EditModeServer;

beforeAll(async () => {
  editModeServer = await new EditModeServer(siteEdits).start();
});
afterAll(() => editModeServer.stop());

const en = 'locales/en/about.yaml';
const es = 'locales/es/about.yaml';
const state = 'locales/translation-state.json';

/** Every file of the site copy, with its bytes. */
function snapshot(folder = editModeServer.site.root, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) for (const [name, bytes] of snapshot(path, `${prefix}${entry.name}/`)) files.set(name, bytes);
    else files.set(`${prefix}${entry.name}`, readFileSync(path, 'latin1'));
  }
  return files;
}

/** The lines of `after` that differ from `before`'s, by number (the files keep their length here). */
const changedLines = (before: string, after: string) => {
  const [old, now] = [before.split('\n'), after.split('\n')];
  expect(now.length).toBe(old.length);
  return now.flatMap((line, index) => (line === old[index] ? [] : [`${index + 1}: ${line}`]));
};

describe('the editor on the real operations', () => {
  it('reads the site: its languages and where pictures go', async () => {
    const reply = await editModeServer.ask('/__edit-mode/site');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ imagesFolder: 'images/uploads', languages: [{ label: 'English' }, { label: 'Español' }] });
  });

  it('reads the menus with the versions of their files, and saves an entry moved with them', async () => {
    const read = (await editModeServer.ask('/__edit-mode/menus')).body as unknown as {
      menus: { name: string; entries: { from: number; link: string }[] }[];
      versions: Record<string, string>;
    };
    expect(Object.keys(read.versions)).toEqual(['site.yaml', 'locales/en/common.yaml', 'locales/es/common.yaml']);
    const header = read.menus.find(({ name }) => name === 'header')!.entries;
    const reply = await editModeServer.post('/__edit-mode/save', {
      changes: [{ kind: 'set-menu', menu: 'header', entries: [header[1], header[0], ...header.slice(2)] }],
      versions: read.versions,
    });
    expect(reply.body).toEqual({ status: 'saved', files: ['site.yaml'], undoDepth: 1, undo: 'Header menu changed' });
    expect((await editModeServer.post('/__edit-mode/undo', {})).body).toEqual({ status: 'saved', files: ['site.yaml'], undoDepth: 0 });
  });

  it('reads the brand with the version of site.yaml, and saves a colour changed with it', async () => {
    const read = (await editModeServer.ask('/__edit-mode/brand')).body as unknown as {
      colours: Record<string, string | null>;
      versions: Record<string, string>;
    };
    expect(Object.keys(read.versions)).toEqual(['site.yaml']);
    const reply = await editModeServer.post('/__edit-mode/save', {
      changes: [{ kind: 'set-brand', colours: { ...read.colours, primary: '#1b6e3a' }, font: null, logo: null, favicon: null }],
      versions: read.versions,
    });
    expect(reply.body).toEqual({ status: 'saved', files: ['site.yaml'], undoDepth: 1, undo: 'Brand settings changed' });
    expect(editModeServer.site.read('site.yaml')).toContain('brand:\n  colors:\n    primary: "#1b6e3a"\n');
    expect((await editModeServer.post('/__edit-mode/undo', {})).body).toEqual({ status: 'saved', files: ['site.yaml'], undoDepth: 0 });
  });

  it("reads a page's and an article's settings with the versions of their files; a page that is not there is 404", async () => {
    const page = await editModeServer.ask('/__edit-mode/page?route=about');
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.versions as Record<string, string>)).toEqual(['pages/about.yaml', en, es]);
    const article = await editModeServer.ask('/__edit-mode/article?route=articles/cloud-costs');
    expect(article.body).toMatchObject({ file: 'pages/articles/cloud-costs.yaml', date: '2021-09-02', tags: ['cloud', 'strategy'] });
    expect(await editModeServer.ask('/__edit-mode/page?route=nowhere')).toMatchObject({
      status: 404,
      body: { status: 'error', message: 'No page is at /nowhere.' },
    });
  });

  it('changes a heading in both languages, only on its lines, and Undo brings back the exact bytes', async () => {
    // The Spanish title as translated from an older English one.
    editModeServer.site.write(
      state,
      `${JSON.stringify({ es: { 'about.banner': 'a1', 'about.meta.title': 'b2', 'about.meta.description': 'c3' } }, null, 2)}\n`,
    );
    const before = { en: editModeServer.site.read(en), es: editModeServer.site.read(es), state: editModeServer.site.read(state) };
    const { versions } = (await editModeServer.ask('/__edit-mode/text?key=about.meta.title')).body;
    const reply = await editModeServer.post('/__edit-mode/save', {
      changes: [{ kind: 'set-text', key: 'about.meta.title', values: { en: 'About our firm', es: 'Sobre la firma' } }],
      versions,
    });
    const undo = 'page title “About our firm” on About our firm changed (English, Spanish)';
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { status: 'saved', files: [en, es, state], undoDepth: 1, undo } });
    expect((await editModeServer.ask('/__edit-mode/site')).body).toMatchObject({ undoDepth: 1, undo });
    expect(changedLines(before.en, editModeServer.site.read(en))).toEqual(['3:   title: About our firm']);
    expect(changedLines(before.es, editModeServer.site.read(es))).toEqual(['3:   title: Sobre la firma']);
    // Written beside its English, the Spanish counts as translated: its record changes on its own line only.
    expect(changedLines(before.state, editModeServer.site.read(state))).toEqual([`4:     "about.meta.title": "${fingerprint('About our firm')}",`]);
    expect((await editModeServer.post('/__edit-mode/undo', {})).body).toEqual({ status: 'saved', files: [en, es, state], undoDepth: 0 });
    expect(editModeServer.site.read(en)).toBe(before.en);
    expect(editModeServer.site.read(es)).toBe(before.es);
  });

  it("refuses a change the content check would refuse, with the check's message, and writes nothing", async () => {
    const block = (await editModeServer.ask('/__edit-mode/block?route=about&index=1')).body as unknown as {
      value: { skills: { value: number }[] };
      versions: Record<string, string>;
    };
    block.value.skills[0]!.value = 150;
    const before = snapshot();
    const reply = await editModeServer.post('/__edit-mode/save', {
      changes: [{ kind: 'set-block', route: 'about', index: 1, value: block.value }],
      versions: block.versions,
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 422,
      body: {
        status: 'refused',
        problems: [
          {
            code: 'out-of-range',
            file: 'pages/about.yaml',
            line: 15,
            column: 16,
            path: ['blocks', 1, 'skills', 0, 'value'],
            message: '150 is above the largest value allowed, 100.',
            hint: "Whole number from 0 to 100: both the bar's length and the figure shown. Example: 90.",
          },
        ],
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it('does not overwrite a page file changed in a code editor since the section was read', async () => {
    const block = (await editModeServer.ask('/__edit-mode/block?route=about&index=1')).body as unknown as { value: object; versions: Record<string, string> };
    editModeServer.site.edit('pages/about.yaml', '        value: 60\n', '        value: 65\n');
    const edited = editModeServer.site.read('pages/about.yaml');
    const reply = await editModeServer.post('/__edit-mode/save', {
      changes: [{ kind: 'set-block', route: 'about', index: 1, value: block.value }],
      versions: block.versions,
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 409,
      body: {
        status: 'conflict',
        files: ['pages/about.yaml'],
        message: 'pages/about.yaml changed on disk since this was opened (in a code editor, or by git). Reload to see the new version.',
      },
    });
    expect(editModeServer.site.read('pages/about.yaml')).toBe(edited);
  });

  it('refuses a move that would put a repeated value (an alias) before the value it repeats, in plain words, and writes nothing', async () => {
    editModeServer.site.edit('pages/about.yaml', '    text: about.banner\n', '    text: &banner about.banner\n');
    editModeServer.site.edit('pages/about.yaml', '    text: about.skills.text\n', '    text: *banner\n');
    const { versions } = (await editModeServer.ask('/__edit-mode/block?route=about&index=0')).body;
    const before = snapshot();
    const reply = await editModeServer.post('/__edit-mode/save', { changes: [{ kind: 'move-block', route: 'about', from: 0, to: 1 }], versions });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: {
        status: 'error',
        message:
          'Moving "blocks[0]" would leave the file unreadable (YAML says: "Unresolved alias (the anchor must be set before the alias): banner"): edit the file by hand.',
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it('refuses a section nested deeper than any, with 400 in plain words, before reading it', async () => {
    const { versions } = (await editModeServer.ask('/__edit-mode/block?route=about&index=0')).body;
    const text = `${'{"a": '.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const deep = `{"changes": [{"kind": "set-block", "route": "about", "index": 0, "value": {"type": "title-banner", "text": ${text}}}], "versions": ${JSON.stringify(versions)}}`;
    const reply = await editModeServer.ask('/__edit-mode/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.from(deep) });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { status: 'error', message: "The request nests lists and groups of fields more than 64 deep, the most the editor's endpoints read." },
    });
  });

  it('answers a text the site does not have with 404 and the operations’ words', async () => {
    const reply = await editModeServer.ask('/__edit-mode/text?key=about.no.such.text');
    expect(reply.status).toBe(404);
    expect(reply.body.status).toBe('error');
    expect(reply.body.message).toContain('about.no.such.text');
  });
});
