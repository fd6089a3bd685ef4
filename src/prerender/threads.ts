import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Below this many pages a thread of its own costs more than it saves: starting one (loading React
 * and the app again) takes about as long as rendering 100 pages.
 */
const pagesPerThread = 250;

/**
 * The jobs dealt out, in turn, into one share per thread: as many threads as `cores`, each with at
 * least `pagesPerThread` jobs, and always one.
 */
export function shareOut<T>(jobs: readonly T[], cores: number): T[][] {
  const threads = Math.max(1, Math.min(cores, Math.floor(jobs.length / pagesPerThread)));
  return Array.from({ length: threads }, (_, thread) => jobs.filter((_, index) => index % threads === thread));
}

/**
 * Runs the first share in this thread and each other in a worker thread, as many threads as the
 * machine has cores: prerendering is rendering, all processor, so a big site builds about as many
 * times faster as there are cores (docs/PERFORMANCE.md#build-time).
 */
export async function inThreads<T>(jobs: readonly T[], here: (share: T[]) => Promise<void>, inWorker: (share: T[]) => Promise<void>): Promise<void> {
  const [first, ...others] = shareOut(jobs, availableParallelism());
  await Promise.all([here(first!), ...others.map(inWorker)]);
}

/** What a worker says when its work is over. */
type Outcome = { done: true } | { failed: string };

const workerSource = `
  const { parentPort, workerData } = require('node:worker_threads');
  import(workerData.moduleUrl)
    .then((module) => module[workerData.exportName](workerData.argument))
    .then(
      () => parentPort.postMessage({ done: true }),
      (error) => parentPort.postMessage({ failed: (error && error.stack) || String(error) }),
    );`;

/**
 * Calls the function `exportName` of the ES module at `moduleUrl` with `argument` (plain data) in a
 * worker thread. It succeeds only when the worker says it has finished: it fails with the worker's
 * error, and also when the worker stops without a word, whose files would be missing from the build.
 */
export function callInWorker(moduleUrl: string, exportName: string, argument: unknown): Promise<void> {
  return new Promise((done, fail) => {
    let answered = false;
    new Worker(workerSource, { eval: true, workerData: { moduleUrl, exportName, argument } })
      .on('message', (outcome: Outcome) => {
        answered = true;
        if ('done' in outcome) done();
        else fail(new Error(`A prerendering thread failed:\n${outcome.failed}`));
      })
      .once('error', fail)
      .once('exit', (code) => {
        if (!answered) fail(new Error(`A prerendering thread stopped (exit code ${code}) before it had finished.`));
      });
  });
}
