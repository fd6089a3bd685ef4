import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject } from '../../scripts/support/project-copy.ts';
import { People } from '../../src/editing-server/auth/people.ts';
import { startEditingServer } from '../../src/editing-server/server.ts';
import { fixtureRoot } from '../support/site-copy.ts';

export interface Team {
  /** The editing server's root address, ending in "/". */
  url: string;
  person: { name: string; email: string; role: 'publisher' };
  password: string;
  /** The one-time link the owner sends to set the password. */
  passwordLink: string;
  newHeading: string;
  publishBranch: string;
  draftBranch: string;
  /** git in the site's repository, and in the bare repository that is its remote. */
  git: (...args: string[]) => string;
  remoteGit: (...args: string[]) => string;
  close: () => Promise<void>;
}

const author = { GIT_AUTHOR_NAME: 'Owner', GIT_AUTHOR_EMAIL: 'owner@example.com', GIT_COMMITTER_NAME: 'Owner', GIT_COMMITTER_EMAIL: 'owner@example.com' };
const gitIn =
  (cwd: string) =>
  (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...author } }).trim();

/**
 * The editing server (docs/EDITING-SERVER.md) on a new git repository of the fixture site, whose
 * remote is a bare repository, with one publisher invited; as tests/e2e/editing-server/ sets it up.
 */
export async function startTeam(): Promise<Team> {
  const root = mkdtempSync(join(tmpdir(), 'engines-team-'));
  const repository = copyProject('content', { from: fixtureRoot, prefix: 'engines-team-site-' });
  const remote = join(root, 'remote.git');
  const dataFolder = join(root, 'data');
  const git = gitIn(repository);
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The site');
  gitIn(root)('init', '--quiet', '--bare', remote);
  git('remote', 'add', 'origin', remote);
  git('push', '--quiet', 'origin', 'main');
  const person = { name: 'Ana García', email: 'ana@example.com', role: 'publisher' as const };
  const token = new People(dataFolder).invite(person);
  const server = await startEditingServer({
    repository,
    dataFolder,
    port: 0,
    listen: '127.0.0.1',
    publishBranch: 'main',
    draftBranch: 'draft',
    remote: 'origin',
    sessionLifetime: 60 * 60 * 1000,
    trustProxy: false,
    log: () => undefined,
  });
  const url = `${server.url}/`;
  return {
    url,
    person,
    password: 'a long enough password',
    passwordLink: `${url}__editor/set-password?token=${token}`,
    newHeading: 'Cloud moves that never stop the business',
    publishBranch: 'main',
    draftBranch: 'draft',
    git,
    remoteGit: gitIn(remote),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(repository, { recursive: true, force: true });
    },
  };
}
