import { execFile } from 'node:child_process';

/** git refused or failed: its own words, for the log; callers say what it means in plain words. */
export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | string | undefined,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`git ${args[0] ?? ''} failed: ${stderr.trim() || stdout.trim() || `exit code ${String(exitCode)}`}`);
  }
}

/** A commit's full name, as git prints it: the only shape a commit named by a request may take. */
export const commitPattern = /^[0-9a-f]{40}$/;

/**
 * The system's git, run without a shell in `cwd`: each argument is passed as it is, so no text can
 * become a command or an option of another. Typed text never comes here unchecked: file names are
 * the editor's confined paths, given after `--`; commits match commitPattern.
 */
export function git(cwd: string, args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(args, error.code ?? undefined, stdout, stderr));
        else resolve(stdout);
      },
    );
  });
}

/** `git` that answers whether it succeeded, for questions such as "does this branch exist". */
export const gitSucceeds = (cwd: string, args: readonly string[]): Promise<boolean> =>
  git(cwd, args).then(
    () => true,
    () => false,
  );

/** The worktree where `branch` is checked out, if any. */
export async function checkoutOf(repository: string, branch: string): Promise<string | undefined> {
  const list = await git(repository, ['worktree', 'list', '--porcelain']);
  for (const entry of list.split('\n\n')) {
    const lines = entry.split('\n');
    if (lines.includes(`branch refs/heads/${branch}`)) return lines.find((line) => line.startsWith('worktree '))?.slice('worktree '.length);
  }
  return undefined;
}
