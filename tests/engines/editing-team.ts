import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { People } from '../../src/editing-server/auth/people.ts';
import { fixtureRepositoryWithRemote, gitIn, startTestEditingServer } from '../support/editing-team.ts';

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

/**
 * The editing server (docs/EDITING-SERVER.md) on a new git repository of the fixture site, whose
 * remote is a bare repository, with one publisher invited; as tests/e2e/editing-server/ sets it up.
 */
export async function startTeam(): Promise<Team> {
  const root = mkdtempSync(join(tmpdir(), 'engines-team-'));
  const { repository, remote } = fixtureRepositoryWithRemote(root, 'engines-team-site-');
  const dataFolder = join(root, 'data');
  const person = { name: 'Ana García', email: 'ana@example.com', role: 'publisher' as const };
  const token = new People(dataFolder).invite(person);
  const server = await startTestEditingServer(repository, dataFolder);
  const url = `${server.url}/`;
  return {
    url,
    person,
    password: 'a long enough password',
    passwordLink: `${url}__editor/set-password?token=${token}`,
    newHeading: 'Cloud moves that never stop the business',
    publishBranch: 'main',
    draftBranch: 'draft',
    git: gitIn(repository),
    remoteGit: gitIn(remote),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(repository, { recursive: true, force: true });
    },
  };
}
