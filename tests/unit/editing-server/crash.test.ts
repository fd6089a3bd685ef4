import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/editing-server/auth/passwords.ts';
import { People } from '../../../src/editing-server/auth/people.ts';
import { copyProject } from '../../../scripts/support/project-copy.ts';
import { fixtureRoot } from '../../support/site-copy.ts';

/**
 * A crash mid-save and a disk that cannot be written (docs/BEHAVIOUR.md#editing-server), against the
 * server as the owner runs it: `scripts/editor.ts` in a process of its own. Its git is the system's,
 * found on PATH, where a stand-in goes first: it hangs in `git commit` (the process is then killed
 * with SIGKILL, mid-save, its git with it) or answers as git does on a full disk.
 */
const codeRoot = resolve(import.meta.dirname, '../../..');
const root = mkdtempSync(join(tmpdir(), 'editing-crash-'));
const data = join(root, 'data');
const bin = join(root, 'bin');
const mode = join(bin, 'mode');
const committing = join(bin, 'committing');
const file = 'locales/en/about.yaml';
const password = 'a long enough password';
let repository = '';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'Owner', GIT_AUTHOR_EMAIL: 'o@example.com', GIT_COMMITTER_NAME: 'Owner', GIT_COMMITTER_EMAIL: 'o@example.com' },
  }).trim();

const standInGit = `#!/bin/sh
if [ "$1" = commit ]; then
  case "$(cat '${mode}')" in
    hang) touch "$(/usr/bin/git rev-parse --git-dir)/index.lock" '${committing}'; sleep 60 ;;
    full) echo 'fatal: unable to write new index file: No space left on device' >&2; exit 128 ;;
  esac
fi
exec /usr/bin/git "$@"
`;

class RunningServer {
  url = '';
  cookie = '';
  csrf = '';
  constructor(readonly child: ChildProcess) {}

  static async start(): Promise<RunningServer> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/editor.ts', '--repo', repository, '--data', data, '--port', '0'], {
      cwd: codeRoot,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
      // Its own process group: killing it kills the git it runs too, as a crash of the machine would.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new RunningServer(child);
    server.url = await new Promise<string>((done, fail) => {
      let said = '';
      const listen = (chunk: Buffer) => {
        said += chunk.toString();
        const address = /serves the draft of .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(said)?.[1];
        if (address) done(address);
      };
      child.stdout.on('data', listen);
      child.stderr.on('data', listen);
      child.once('exit', (code) => fail(new Error(`The server stopped (${String(code)}): ${said}`)));
    });
    await server.signIn();
    return server;
  }

  private async signIn(): Promise<void> {
    const answer = await fetch(`${this.url}/__editor/sign-in?then=%2F`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: this.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'ana@example.com', password }).toString(),
    });
    const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    this.cookie = cookies.join('; ');
    this.csrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('editor-csrf='))!.slice('editor-csrf='.length));
  }

  save(title: string): Promise<Response> {
    const text = readFileSync(join(data, 'draft', file));
    return fetch(`${this.url}/__edit-mode/save`, {
      method: 'POST',
      headers: { Origin: this.url, Cookie: this.cookie, 'X-CSRF-Token': this.csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        changes: [{ kind: 'set-text', key: 'about.meta.title', values: { en: title } }],
        versions: { [file]: createHash('sha256').update(text).digest('hex') },
      }),
    });
  }

  kill(): Promise<void> {
    return new Promise((done) => {
      this.child.once('exit', () => done());
      process.kill(-this.child.pid!, 'SIGKILL');
    });
  }
}

const draftFile = () => readFileSync(join(data, 'draft', file), 'utf8');
const draftHead = () => git(repository, 'rev-parse', 'draft');

describe('the editing server, killed mid-save or on a full disk', () => {
  let server: RunningServer | undefined;

  beforeAll(async () => {
    repository = copyProject('content', { from: fixtureRoot, prefix: 'editing-crash-site-' });
    git(repository, 'init', '--quiet', '--initial-branch=main');
    git(repository, 'add', '.');
    git(repository, 'commit', '--quiet', '-m', 'The site');
    mkdirSync(bin);
    writeFileSync(join(bin, 'git'), standInGit);
    chmodSync(join(bin, 'git'), 0o755);
    writeFileSync(mode, 'normal');
    const people = new People(data);
    const token = people.invite({ name: 'Ana García', email: 'ana@example.com', role: 'publisher' });
    people.setPassword(people.bySetupToken(token)!.email, await hashPassword(password));
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    rmSync(root, { recursive: true, force: true });
    rmSync(repository, { recursive: true, force: true });
  });

  it('a SIGKILL mid-save leaves git whole, the draft at its last whole commit, and the server starts again', async () => {
    server = await RunningServer.start();
    expect((await server.save('About us')).status).toBe(200);
    const whole = draftHead();
    writeFileSync(mode, 'hang');
    void server.save('About the firm').catch(() => undefined);
    await expect.poll(() => existsSync(committing), { timeout: 20_000 }).toBe(true);
    // The file is written, its commit under way (git holds the index's lock): the crash comes now.
    expect(draftFile()).toContain('title: About the firm');
    await server.kill();
    writeFileSync(mode, 'normal');

    expect(() => git(repository, 'fsck', '--full', '--no-progress')).not.toThrow();
    expect(draftHead()).toBe(whole);
    server = await RunningServer.start();
    expect(draftFile()).toContain('title: About us');
    expect(git(join(data, 'draft'), 'status', '--porcelain')).toBe('');
    expect((await server.save('About the firm')).status).toBe(200);
    expect(git(repository, 'log', '-1', '--format=%an|%s', 'draft')).toBe('Ana García|about: meta title changed (English)');
  }, 120_000);

  it('a disk that cannot be written refuses the save in plain words and loses nothing', async () => {
    const before = draftHead();
    const text = draftFile();
    writeFileSync(mode, 'full');
    const refused = await server!.save('About everyone');
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      status: 'error',
      message:
        "The server could not keep this save: its disk is full or cannot be written. Nothing of it was saved, and nothing saved before was lost; your text is still here. Tell the site's owner, then press Save again.",
    });
    expect(draftHead()).toBe(before);
    expect(draftFile()).toBe(text);
    expect(git(join(data, 'draft'), 'status', '--porcelain')).toBe('');
    writeFileSync(mode, 'normal');
    expect((await server!.save('About everyone')).status).toBe(200);
    expect(draftFile()).toContain('title: About everyone');
  }, 60_000);
});
