import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class LockError extends Error {
  override name = 'LockError';
}

/**
 * One editing server per repository: a file holding the process id, made exclusively. A lock
 * whose process is gone (a crash, `kill -9`) is taken over; a live one refuses the start.
 */
export function takeLock(path: string, repository: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(path, 'wx', 0o600);
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
        throw new LockError(`Another editing server (process ${holder}) already runs on ${repository}: one at a time per repository. Stop it first.`);
      rmSync(path, { force: true });
    }
  }
  throw new LockError(`Could not take the lock ${path}: remove it if no editing server runs.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
