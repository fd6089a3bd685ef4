import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '../../../../src/content/problem.ts';
import { fakeOperations, replacing } from './fake-operations.ts';
import { EditModeServer } from './edit-mode-server.ts';

// Saves and undo through the editor's endpoints (docs/BEHAVIOUR.md#editing-on-the-page), on a real HTTP
// server over a copy of the fixture site; the plan of each save is the test's (the operations'
// own behaviour is tested with them).
let editModeServer: EditModeServer;

beforeEach(async () => {
  editModeServer = await new EditModeServer(fakeOperations).start();
});
afterEach(() => editModeServer.stop());

const en = 'locales/en/about.yaml';
const es = 'locales/es/about.yaml';
const change = [{ kind: 'set-text', key: 'about.meta.title', values: { en: 'About us' } }];
const readVersions = async (): Promise<Record<string, string>> => (await editModeServer.ask('/__edit-mode/text?key=about.meta.title')).body.versions!;
/** What Undo says it will take back after a save of `change` writing `files`, the plan naming nothing: the save's message without the site's names. */
const undoOf = (...files: string[]) => `about: meta title changed (${files.map((file) => (file.includes('/es/') ? 'Spanish' : 'English')).join(', ')})`;
const save = async (versions: Record<string, string>) => editModeServer.post('/__edit-mode/save', { changes: change, versions });
const undo = () => editModeServer.post('/__edit-mode/undo', {});
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

describe('a save', () => {
  it('writes the planned files whole, changes nothing else, and leaves no temporary file', async () => {
    const before = snapshot();
    const enText = editModeServer.site.read(en);
    // A reader that opened the file before the save reads the old bytes whole: the file is replaced, not rewritten in place.
    const reader = openSync(join(editModeServer.site.root, en), 'r');
    editModeServer.plan = replacing([en, '  title: About\n', '  title: About us\n'], [es, '  title: Nosotros\n', '  title: Quiénes somos\n']);
    const reply = await save(await readVersions());
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { status: 'saved', files: [en, es], undoDepth: 1, undo: undoOf(en, es) } });
    expect(editModeServer.site.read(en)).toBe(enText.replace('  title: About\n', '  title: About us\n'));
    expect(readFileSync(reader, 'utf8')).toBe(enText);
    closeSync(reader);
    expect(editModeServer.site.read(es)).toContain('  title: Quiénes somos\n');
    const after = snapshot();
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after].filter(([file, bytes]) => before.get(file) !== bytes).map(([file]) => file)).toEqual([en, es]);
  });

  it('creates missing folders and files, removes a file planned as null, and says where a new page is', async () => {
    editModeServer.plan = () => ({
      files: new Map([
        ['pages/team/people.yaml', 'route: team/people\n'],
        ['pages/contact.yaml', null],
      ]),
      problems: [],
      path: '/team/people',
    });
    const reply = await save({});
    expect(reply.body).toEqual({
      status: 'saved',
      files: ['pages/team/people.yaml', 'pages/contact.yaml'],
      undoDepth: 1,
      undo: 'about: meta title changed (no text)',
      path: '/team/people',
    });
    expect(editModeServer.site.read('pages/team/people.yaml')).toBe('route: team/people\n');
    expect(existsSync(join(editModeServer.site.root, 'pages/contact.yaml'))).toBe(false);
  });

  it('keeps the permissions of the file it replaces', async () => {
    chmodSync(join(editModeServer.site.root, en), 0o600);
    editModeServer.plan = replacing([en, '  title: About\n', '  title: About us\n']);
    await save(await readVersions());
    expect(statSync(join(editModeServer.site.root, en)).mode & 0o777).toBe(0o600);
  });

  it('answers 409 and writes nothing when a file changed on disk after it was read', async () => {
    const versions = await readVersions();
    editModeServer.site.edit(es, '  title: Nosotros\n', '  title: Nosotras\n');
    editModeServer.plan = replacing([en, '  title: About\n', '  title: About us\n']);
    const before = snapshot();
    const reply = await save(versions);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 409,
      body: {
        status: 'conflict',
        files: [es],
        message: 'locales/es/about.yaml changed on disk since this was opened (in a code editor, or by git). Reload to see the new version.',
      },
    });
    expect(snapshot()).toEqual(before);
    expect((await undo()).body).toEqual({ status: 'nothing', undoDepth: 0 });
  });

  it('names every file that changed, and a file removed since', async () => {
    const versions = await readVersions();
    editModeServer.site.edit(en, '  title: About\n', '  title: Sobre\n');
    rmSync(join(editModeServer.site.root, es));
    const reply = await save(versions);
    expect(reply.body.files).toEqual([en, es]);
    expect(reply.body.message).toBe(
      'locales/en/about.yaml and locales/es/about.yaml changed on disk since this was opened (in a code editor, or by git). Reload to see the new version.',
    );
  });

  it.each([
    ['the editor had read', readVersions],
    ['only the plan read', () => Promise.resolve({})],
  ])('answers 409 when a file it would write, which %s, is changed while the check runs', async (_name, versionsRead) => {
    const versions = await versionsRead();
    const plan = replacing([en, '  title: About\n', '  title: About us\n']);
    editModeServer.plan = (root) => {
      const planned = plan(root);
      // A code editor saves the file meanwhile.
      writeFileSync(join(root, en), readFileSync(join(root, en), 'utf8').replace('Who we are', 'Who we were'));
      return planned;
    };
    const reply = await save(versions);
    expect({ status: reply.status, files: reply.body.files }).toEqual({ status: 409, files: [en] });
    expect(editModeServer.site.read(en)).toContain('  title: About\n  description: Who we were');
  });

  it('expects a file the editor read as absent to be absent still', async () => {
    editModeServer.plan = () => ({ files: new Map([['locales/en/team.yaml', 'title: Team\n']]), problems: [] });
    editModeServer.site.write('locales/en/team.yaml', 'title: Someone else\n');
    const reply = await save({ 'locales/en/team.yaml': 'absent' });
    expect({ status: reply.status, files: reply.body.files }).toEqual({ status: 409, files: ['locales/en/team.yaml'] });
    expect(editModeServer.site.read('locales/en/team.yaml')).toBe('title: Someone else\n');
  });

  it('answers 422 with the new problems, as the development server shows them, and writes nothing', async () => {
    const problem: Problem = {
      code: 'unknown-block-type',
      severity: 'error',
      file: 'pages/about.yaml',
      line: 6,
      column: 11,
      path: ['blocks', 0, 'type'],
      message: 'There is no block type "title-baner".',
      hint: 'Did you mean "title-banner"?',
    };
    editModeServer.plan = (root) => ({ ...replacing(['pages/about.yaml', 'title-banner', 'title-baner'])(root), problems: [problem] });
    const before = snapshot();
    const reply = await save({});
    const { severity: _severity, ...shown } = problem;
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 422, body: { status: 'refused', problems: [shown] } });
    expect(snapshot()).toEqual(before);
  });

  it('writes nothing whose real path is outside the writable folders, whatever the plan says', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'edit-mode-outside-'));
    try {
      symlinkSync(outside, join(editModeServer.site.root, 'pages/linked'));
      for (const file of [
        'src/main.tsx',
        '../escape.yaml',
        'pages/../package.json',
        'schema/page.json',
        'public/robots.txt',
        'pages/linked/x.yaml',
        '/etc/x.yaml',
      ]) {
        editModeServer.plan = () => ({ files: new Map([[file, 'x']]), problems: [] });
        const reply = await save({});
        expect({ status: reply.status, body: reply.body }, file).toEqual({
          status: 403,
          body: {
            status: 'error',
            message: `The editor writes only the site's pages/, locales/, public/images/ and site.yaml: ${file} is not among them, or leads out of the site folder.`,
          },
        });
      }
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('refuses to write through a locales folder that is a link leading out of the site folder', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'edit-mode-outside-'));
    try {
      const locales = join(editModeServer.site.root, 'locales');
      mkdirSync(join(outside, 'en'), { recursive: true });
      writeFileSync(join(outside, 'en/about.yaml'), editModeServer.site.read(en));
      rmSync(locales, { recursive: true });
      symlinkSync(outside, locales);
      editModeServer.plan = replacing([en, '  title: About\n', '  title: About us\n']);
      const reply = await save({});
      expect(reply.status).toBe(403);
      expect(readFileSync(join(outside, 'en/about.yaml'), 'utf8')).toContain('  title: About\n');
      // Its versions are not read either.
      expect((await editModeServer.ask('/__edit-mode/text?key=about.meta.title')).status).toBe(403);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('follows a link that stays inside the writable folders, and keeps the link', async () => {
    symlinkSync(join(editModeServer.site.root, en), join(editModeServer.site.root, 'pages/linked.yaml'));
    editModeServer.plan = replacing(['pages/linked.yaml', '  title: About\n', '  title: About us\n']);
    expect((await save({})).status).toBe(200);
    expect(lstatSync(join(editModeServer.site.root, 'pages/linked.yaml')).isSymbolicLink()).toBe(true);
    expect(editModeServer.site.read(en)).toContain('  title: About us\n');
  });

  it('is all or nothing: when a file cannot be written, the ones written before it get their bytes back', async () => {
    const enText = editModeServer.site.read(en);
    // A file where the plan needs a folder: making the folder fails.
    editModeServer.site.write('pages/blocker', 'a file\n');
    editModeServer.plan = (root) => ({
      files: new Map([...replacing([en, '  title: About\n', '  title: About us\n'])(root).files, ['pages/blocker/x.yaml', 'x\n']]),
      problems: [],
    });
    const reply = await save({});
    expect(reply.status).toBe(500);
    expect(editModeServer.site.read(en)).toBe(enText);
    expect((await undo()).body).toEqual({ status: 'nothing', undoDepth: 0 });
  });

  it('makes saves one at a time, each on the files the one before wrote', async () => {
    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    editModeServer.plan = (root) => {
      const text = readFileSync(join(root, en), 'utf8');
      const title = /^ {2}title: (.*)$/m.exec(text)![1]!;
      const next = titles[titles.indexOf(title) + 1] ?? 'One';
      return { files: new Map([[en, text.replace(`  title: ${title}\n`, `  title: ${next}\n`)]]), problems: [] };
    };
    const replies = await Promise.all(titles.map(() => save({})));
    expect(replies.map((reply) => reply.body.undoDepth)).toEqual([1, 2, 3, 4, 5]);
    expect(editModeServer.site.read(en)).toContain('  title: Five\n');
  });
});

describe('undo', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('takes back 25 saves, one at a time, to the exact bytes before them', async () => {
    // Bytes a careless rewrite would change: a BOM, CRLF line ends, no final line end.
    editModeServer.site.write(en, `\uFEFF${editModeServer.site.read(en).replaceAll('\n', '\r\n').trimEnd()}`);
    const original = readFileSync(join(editModeServer.site.root, en));
    const states = [original.toString('utf8')];
    for (let n = 1; n <= 25; n++) {
      const previous = states.at(-1)!;
      editModeServer.plan = () => ({ files: new Map([[en, `${previous}\r\n# save ${n}`]]), problems: [] });
      expect((await save({ [en]: sha256(previous) })).body.undoDepth).toBe(n);
      states.push(`${previous}\r\n# save ${n}`);
    }
    for (let n = 25; n >= 1; n--) {
      const reply = await undo();
      expect(reply.body).toEqual({ status: 'saved', files: [en], undoDepth: n - 1, ...(n > 1 ? { undo: undoOf(en) } : {}) });
      expect(editModeServer.site.read(en)).toBe(states[n - 1]);
    }
    expect(readFileSync(join(editModeServer.site.root, en)).equals(original)).toBe(true);
    expect((await undo()).body).toEqual({ status: 'nothing', undoDepth: 0 });
  });

  it('tells how many saves Undo can take back with the site, for a tab opened after them', async () => {
    expect((await editModeServer.ask('/__edit-mode/site')).body).toMatchObject({ undoDepth: 0 });
    const text = editModeServer.site.read(en);
    editModeServer.plan = () => ({ files: new Map([[en, `${text}# saved\n`]]), problems: [] });
    await save({ [en]: sha256(text) });
    expect((await editModeServer.ask('/__edit-mode/site')).body).toMatchObject({ undoDepth: 1 });
  });

  it('removes a file the save created, and brings back one it removed', async () => {
    const contact = editModeServer.site.read('pages/contact.yaml');
    editModeServer.plan = () => ({
      files: new Map([
        ['pages/team.yaml', 'route: team\n'],
        ['pages/contact.yaml', null],
      ]),
      problems: [],
    });
    await save({});
    expect((await undo()).body).toEqual({ status: 'saved', files: ['pages/team.yaml', 'pages/contact.yaml'], undoDepth: 0 });
    expect(existsSync(join(editModeServer.site.root, 'pages/team.yaml'))).toBe(false);
    expect(editModeServer.site.read('pages/contact.yaml')).toBe(contact);
  });

  it('keeps the last 50 saves', async () => {
    for (let n = 1; n <= 52; n++) {
      editModeServer.plan = (root) => ({ files: new Map([[en, `${readFileSync(join(root, en), 'utf8')}# ${n}\n`]]), problems: [] });
      await save({});
    }
    const depths: number[] = [];
    for (let n = 0; n < 51; n++) depths.push((await undo()).body.undoDepth!);
    expect(depths.slice(0, 2)).toEqual([49, 48]);
    expect(depths.at(49)).toBe(0);
    expect(depths.at(50)).toBe(0);
    // What is left is the file after the two oldest saves.
    expect(editModeServer.site.read(en).endsWith('# 1\n# 2\n')).toBe(true);
  });

  it('answers 409 and changes nothing when a file changed on disk since the save', async () => {
    editModeServer.plan = replacing([en, '  title: About\n', '  title: About us\n'], [es, '  title: Nosotros\n', '  title: Quiénes somos\n']);
    await save({});
    editModeServer.site.edit(es, 'Quiénes somos', 'Quiénes fuimos');
    const before = snapshot();
    const reply = await undo();
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 409,
      body: {
        status: 'conflict',
        files: [es],
        message:
          'locales/es/about.yaml changed on disk since that save (in a code editor, or by git): Undo would overwrite that change, so it changed nothing. Reload to see the files as they are.',
      },
    });
    expect(snapshot()).toEqual(before);
    // Once the file is as the save left it, Undo goes on.
    editModeServer.site.edit(es, 'Quiénes fuimos', 'Quiénes somos');
    expect((await undo()).body).toEqual({ status: 'saved', files: [en, es], undoDepth: 0 });
    expect(editModeServer.site.read(en)).toContain('  title: About\n');
  });

  it('does not count a save that changed no byte', async () => {
    editModeServer.plan = (root) => ({ files: new Map([[en, readFileSync(join(root, en), 'utf8')]]), problems: [] });
    expect((await save({})).body).toEqual({ status: 'saved', files: [], undoDepth: 0 });
  });
});
