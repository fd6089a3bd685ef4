/**
 * Servers and browsers the bench starts must not outlive it, whether it ends normally, fails, or
 * is stopped with Ctrl+C. Every start registers how to stop it here.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Registers `cleanup`; call the returned function once the resource is released the normal way. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every pending cleanup, newest first (a browser before the server it talks to). */
export async function runCleanups(): Promise<void> {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    try {
      await cleanup();
    } catch {
      // Already gone: nothing left to stop.
    }
  }
}

let installed = false;

/** Stops everything on Ctrl+C or kill, and at least fires the synchronous part of each cleanup on any exit. */
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\nStopped (${signal}): closing servers and browsers…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
  // 'exit' handlers cannot wait, but killing a process group is synchronous, which is what matters.
  process.once('exit', () => {
    for (const cleanup of [...cleanups].reverse()) {
      try {
        void cleanup();
      } catch {
        // Best effort only.
      }
    }
  });
}
