import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { git, gitSucceeds } from './git.ts';

/** Who a commit is by: the person who saved, as the people file names them. */
export interface Author {
  name: string;
  email: string;
}

/** The folders and files of the site that the draft holds: what the editor writes, restores and discards. */
export const contentPaths = ['site.yaml', 'pages', 'locales', 'public/images', 'public/media'];

/** Where the editor stores uploaded pictures (src/edit-mode/server/images.ts). */
const picturesFolder = 'public/images';

export class DraftError extends Error {
  override name = 'DraftError';
}

/** git could not write a save's commit (a full disk, a folder that cannot be written): the save is not kept. */
export class DraftWriteError extends Error {
  override name = 'DraftWriteError';
  constructor(readonly cause: unknown) {
    super(`The draft could not be written: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * The lock files a git process killed mid-commit leaves (its index, the branch it was moving): with
 * the server's own lock held, no git of ours still runs, so they are stale. The commit they guarded
 * never happened, and the files are put back to the last commit next.
 */
async function removeStaleLocks(folder: string, branch: string): Promise<void> {
  const gitDir = resolve(folder, (await git(folder, ['rev-parse', '--git-dir'])).trim());
  const commonDir = resolve(folder, (await git(folder, ['rev-parse', '--git-common-dir'])).trim());
  for (const lock of [join(gitDir, 'index.lock'), join(gitDir, 'HEAD.lock'), join(commonDir, 'refs/heads', `${branch}.lock`)]) rmSync(lock, { force: true });
}

/**
 * The shared draft (docs/BEHAVIOUR.md#editing-server): a branch of the site's repository,
 * checked out in the data folder, never in the owner's checkout. Every save is one commit on it,
 * authored by the person who saved.
 */
export class Draft {
  private constructor(
    readonly repository: string,
    /** The draft branch's checkout, which the server serves and the editor writes. */
    readonly folder: string,
    readonly branch: string,
    readonly publishBranch: string,
  ) {}

  /**
   * Opens the draft of `repository` in `dataFolder`/draft, making its branch from the publishing
   * branch and its checkout the first time. A save cut short (a crash between writing and
   * committing) left files that are no commit: they are put back, so each save is a commit or nothing.
   */
  static async open({
    repository,
    dataFolder,
    branch,
    publishBranch,
  }: {
    repository: string;
    dataFolder: string;
    branch: string;
    publishBranch: string;
  }): Promise<Draft> {
    if (!(await gitSucceeds(repository, ['rev-parse', '--verify', '--quiet', `refs/heads/${publishBranch}`])))
      throw new DraftError(`The repository ${repository} has no branch "${publishBranch}" to publish to: name it with --branch.`);
    if (!(await gitSucceeds(repository, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])))
      await git(repository, ['branch', branch, publishBranch]);
    const folder = join(dataFolder, 'draft');
    if (!existsSync(join(folder, '.git'))) {
      mkdirSync(dataFolder, { recursive: true, mode: 0o700 });
      await git(repository, ['worktree', 'prune']);
      await git(repository, ['worktree', 'add', '--quiet', folder, branch]);
    }
    await removeStaleLocks(folder, branch);
    const checkedOut = (await git(folder, ['symbolic-ref', '--short', 'HEAD'])).trim();
    if (checkedOut !== branch) throw new DraftError(`The draft's checkout ${folder} is on "${checkedOut}", not on "${branch}": move it away and start again.`);
    await git(folder, ['reset', '--quiet', '--hard', 'HEAD']);
    await git(folder, ['clean', '--quiet', '-d', '--force', '--', ...contentPaths]);
    return new Draft(repository, folder, branch, publishBranch);
  }

  /** Commits `files` (relative to the draft's folder, as the editor wrote them), by `author`, with `message`: one commit. */
  async commit(files: readonly string[], message: string, author: Author): Promise<string> {
    // A picture uploaded for this save was stored before it, outside its files: it goes in the same commit.
    const pictures = existsSync(join(this.folder, picturesFolder)) ? [picturesFolder] : [];
    try {
      await git(this.folder, ['add', '--all', '--', ...files, ...pictures]);
      await git(this.folder, ['commit', '--quiet', '--no-verify', '--allow-empty', '-m', message], authorEnv(author));
    } catch (error) {
      // What was staged goes back with the files (the editor puts their bytes back): the next save commits only its own.
      await git(this.folder, ['reset', '--quiet', '--', ...files, ...pictures]).catch(() => undefined);
      throw new DraftWriteError(error);
    }
    return (await git(this.folder, ['rev-parse', 'HEAD'])).trim();
  }

  /**
   * The site's content as it was at `commit` (a published version), as one new commit by `author`
   * on top of the draft: history is never rewritten. Undefined when the draft already has it.
   */
  async restore(commit: string, message: string, author: Author): Promise<string | undefined> {
    const listed = async (at: string) => (await git(this.folder, ['ls-tree', '--name-only', at, '--', ...contentPaths])).split('\n').filter(Boolean);
    const paths = [...new Set([...(await listed(commit)), ...(await listed('HEAD'))])];
    await git(this.folder, ['restore', `--source=${commit}`, '--staged', '--worktree', '--', ...paths]);
    if ((await git(this.folder, ['status', '--porcelain', '--', ...paths])).trim() === '') return undefined;
    await git(this.folder, ['commit', '--quiet', '--no-verify', '-m', message], authorEnv(author));
    return this.head();
  }

  head(): Promise<string> {
    return git(this.folder, ['rev-parse', 'HEAD']).then((text) => text.trim());
  }
}

/** The person as author; the editing server as committer, so `git log` tells who typed and what wrote it. */
export const authorEnv = ({ name, email }: Author): Record<string, string> => ({
  GIT_AUTHOR_NAME: name,
  GIT_AUTHOR_EMAIL: email,
  GIT_COMMITTER_NAME: 'Editing server',
  GIT_COMMITTER_EMAIL: 'editing-server@localhost',
});
