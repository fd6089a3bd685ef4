import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { BenchError } from './errors.ts';
import { bin, projectRoot } from './paths.ts';
import { start, tail } from './processes.ts';

export interface RunningServer {
  origin: string;
  stop: () => void;
}

/** A port nothing listens on right now: asked from the OS, so parallel benches and tests do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/**
 * Serves a built site with scripts/serve.ts — the server the end-to-end tests use — so Lighthouse
 * sees the production headers (CSP, caching) and gzip, as on the real host.
 */
export async function serve(dir: string): Promise<RunningServer> {
  const port = await freePort();
  const server = start(bin('tsx'), ['scripts/serve.ts', '--dir', dir, '--port', String(port)], { cwd: projectRoot });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new BenchError(`scripts/serve.ts stopped before answering (port ${port}):\n${tail(server.output())}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { origin, stop: server.stop };
    } catch {
      // Not listening yet.
    }
    await delay(150);
  }
  server.stop();
  throw new BenchError(`scripts/serve.ts did not answer on ${origin} within 30 s:\n${tail(server.output())}`);
}
