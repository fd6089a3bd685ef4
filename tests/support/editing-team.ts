import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { copyProject } from '../../scripts/support/project-copy.ts';
import { startEditingServer, type RunningEditingServer } from '../../src/editing-server/server.ts';
import { fixtureRoot } from './site-copy.ts';

/** Who commits in the tests' repositories when no one in particular does. */
const owner = { name: 'Owner', email: 'owner@example.com' };

/** git in `cwd`, committing as `who`; its output without the last line break. */
export const gitIn =
  (cwd: string, who: { name: string; email: string } = owner) =>
  (...args: string[]): string =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: who.name, GIT_AUTHOR_EMAIL: who.email, GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email },
    }).trim();

/**
 * A git repository of a copy of the fixture site on `main`, pushed to a new bare repository
 * `remote.git` in `folder` as its `origin`: what the editing server publishes to. Returns the
 * repository's folder.
 */
export function fixtureRepositoryWithRemote(folder: string, prefix: string): { repository: string; remote: string } {
  const repository = copyProject('content', { from: fixtureRoot, prefix });
  const remote = join(folder, 'remote.git');
  const git = gitIn(repository);
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The site');
  gitIn(folder)('init', '--quiet', '--bare', remote);
  git('remote', 'add', 'origin', remote);
  git('push', '--quiet', 'origin', 'main');
  return { repository, remote };
}

/** The editing server on `repository`, on a free port of 127.0.0.1, publishing `main` to `origin`, its draft on `draft`, silent. */
export function startTestEditingServer(repository: string, dataFolder: string): Promise<RunningEditingServer> {
  return startEditingServer({
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
}
