import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatchUpError, catchUp, divergenceOf, settle } from '../../../src/editing-server/draft/catch-up.ts';
import { Draft } from '../../../src/editing-server/draft/draft.ts';
import { takeLock } from '../../../src/editing-server/draft/lock.ts';
import { mergeSave } from '../../../src/editing-server/draft/merge.ts';
import { saveMessage } from '../../../src/edit-mode/engine/save-message.ts';
import { discard } from '../../../src/editing-server/views/changes.ts';

const ana = { name: 'Ana García', email: 'ana@example.com' };
const luis = { name: 'Luis Pérez', email: 'luis@example.com' };
const version = (text: string) => createHash('sha256').update(text).digest('hex');
const text = ['story:', '  heading: Our story', '  body: We started in 2003.', 'team:', '  heading: Our team', ''].join('\n');

describe('the draft', () => {
  const root = mkdtempSync(join(tmpdir(), 'editing-draft-'));
  const repository = join(root, 'site');
  let draft: Draft;

  beforeAll(async () => {
    mkdirSync(join(repository, 'locales/en'), { recursive: true });
    writeFileSync(join(repository, 'locales/en/about.yaml'), text);
    writeFileSync(join(repository, 'package.json'), '{}\n');
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repository,
        env: { ...process.env, GIT_AUTHOR_NAME: 'Owner', GIT_AUTHOR_EMAIL: 'o@example.com', GIT_COMMITTER_NAME: 'Owner', GIT_COMMITTER_EMAIL: 'o@example.com' },
      });
    git('init', '--quiet', '--initial-branch=main');
    git('add', '.');
    git('commit', '--quiet', '-m', 'Start');
    draft = await Draft.open({ repository, dataFolder: join(root, 'data'), branch: 'draft', publishBranch: 'main' });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const file = 'locales/en/about.yaml';
  const path = () => join(draft.folder, file);
  const save = async (next: string, author = ana) => {
    writeFileSync(path(), next);
    await draft.commit([file], saveMessage([{ kind: 'set-text', key: 'about.story.heading', values: { en: 'x' } }], [file]), author);
  };

  it('makes each save a commit by the person who saved, in plain words', async () => {
    await save(text.replace('Our story', 'Our history'));
    const log = execFileSync('git', ['log', '-1', '--format=%an|%s'], { cwd: draft.folder, encoding: 'utf8' });
    expect(log.trim()).toBe('Ana García|about: story heading changed (English)');
  });

  it('commits a picture uploaded before the save with it, so that a restart keeps it', async () => {
    mkdirSync(join(draft.folder, 'public/images/uploads'), { recursive: true });
    writeFileSync(join(draft.folder, 'public/images/uploads/team.jpg'), 'a picture');
    await save(readFileSync(path(), 'utf8').replace('Our history', 'Our story so far'));
    const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], { cwd: draft.folder, encoding: 'utf8' });
    expect(files.trim().split('\n').sort()).toEqual([file, 'public/images/uploads/team.jpg']);
  });

  it('merges a save into lines others did not change, and refuses one on the same lines, naming who and what', async () => {
    const read = readFileSync(path(), 'utf8');
    await save(read.replace('Our team', 'The people'), luis);
    const mine = readFileSync(path(), 'utf8').replace('We started in 2003.', 'We began in 2003.');
    const merged = await mergeSave(draft.folder, {
      files: [file],
      versions: { [file]: version(read) },
      planned: new Map([[file, mine.replace('The people', 'Our team')]]),
    });
    expect(merged).toBeInstanceOf(Map);
    expect((merged as Map<string, string>).get(file)).toContain('We began in 2003.');
    expect((merged as Map<string, string>).get(file)).toContain('The people');

    const clash = await mergeSave(draft.folder, {
      files: [file],
      versions: { [file]: version(read) },
      planned: new Map([[file, read.replace('Our team', 'Everyone')]]),
    });
    expect(clash).toMatchObject({ status: 409, body: { status: 'conflict', files: [file] } });
    expect((clash as { body: { message: string } }).body.message).toMatch(
      /^Luis Pérez changed the same lines of locales\/en\/about.yaml at \d\d:\d\d since you opened this: they wrote “heading: The people”/,
    );
  });

  it('discards only a file the draft changes: any other name changes nothing', async () => {
    const head = await draft.head();
    for (const name of ['package.json', '../site/package.json', 'locales/en/../../package.json', '/etc/passwd'])
      expect(await discard(draft, name, () => Promise.reject(new Error('no commit expected')))).toBe('That file has no change in the draft any more.');
    expect(await draft.head()).toBe(head);
  });

  it("brings a developer's commits into the draft; where both changed the same lines, nothing moves until each place is chosen", async () => {
    const owner = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repository,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'd@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'd@example.com' },
      });
    const live = (from: string, to: string) => {
      writeFileSync(join(repository, file), readFileSync(join(repository, file), 'utf8').replace(from, to));
      owner('commit', '--quiet', '-am', `${to} by a developer`);
    };
    // A file only the developer changed: merged at once, as one commit.
    mkdirSync(join(repository, 'locales/es'), { recursive: true });
    writeFileSync(join(repository, 'locales/es/about.yaml'), 'story:\n  heading: Nuestra historia\n');
    owner('add', 'locales/es/about.yaml');
    owner('commit', '--quiet', '-m', 'Spanish');
    expect(await catchUp(draft, ana, 'origin')).toEqual([]);
    expect(readFileSync(join(draft.folder, 'locales/es/about.yaml'), 'utf8')).toContain('Nuestra historia');
    // A line both changed: the draft stays as it is, and the place is answered with both versions.
    await save(readFileSync(path(), 'utf8').replace('We started in 2003.', 'We opened in 2003.'));
    live('We started in 2003.', 'Founded in 2003.');
    const head = await draft.head();
    const [clash, ...more] = await catchUp(draft, ana, 'origin');
    expect(more).toEqual([]);
    // git takes the draft's heading, changed on the line before, into the same place.
    expect(clash).toMatchObject({
      file,
      yours: ['  heading: Our story so far', '  body: We opened in 2003.'],
      live: ['  heading: Our story', '  body: Founded in 2003.'],
      by: 'Dev',
    });
    expect(await draft.head()).toBe(head);
    const divergence = (await divergenceOf(draft))!;
    await expect(settle(draft, divergence, new Map(), luis)).rejects.toThrow('Choose one version for each of the 1 places: 1 is not chosen yet.');
    await expect(settle(draft, { ...divergence, head: '0'.repeat(40) }, new Map([[clash!.id, 'live']]), luis)).rejects.toThrow(CatchUpError);
    expect(await draft.head()).toBe(head);
    await settle(draft, divergence, new Map([[clash!.id, 'yours']]), luis);
    const merged = readFileSync(path(), 'utf8');
    expect(merged).toContain('body: We opened in 2003.');
    expect(merged).not.toMatch(/<<<<<<<|=======|>>>>>>>/);
    expect(execFileSync('git', ['log', '-1', '--format=%an|%p'], { cwd: draft.folder, encoding: 'utf8' }).trim()).toMatch(/^Luis Pérez\|\w+ \w+$/);
    expect(await divergenceOf(draft)).toBeUndefined();
  });

  it('lets one server at a time take the repository', () => {
    const lock = join(root, 'editing-server.lock');
    const release = takeLock(lock, repository);
    expect(() => takeLock(lock, repository)).toThrow(/Another editing server \(process \d+\) already runs on/);
    release();
    takeLock(lock, repository)();
  });
});
