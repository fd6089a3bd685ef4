import { execFileSync } from 'node:child_process';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/serve/static-server.ts';
import { listeningPort } from '../../scripts/support/listening-port.ts';
import { e2eSites, prepareSite, type E2eSite } from '../e2e/sites.ts';
import { projectRoot } from '../support/site-copy.ts';

export interface ServedSite {
  /** Its root address, ending in "/". */
  url: string;
  close: () => Promise<void>;
  /** Answers requests for files whose address matches `files` that much later, until called with none. */
  holdBack(files: RegExp | undefined, ms?: number): void;
}

/**
 * The fixture site with path routing, as the desktop-path project of playwright.config.ts has it
 * (every page a document of its own, so Back crosses documents), built into a folder of its own and
 * served as a static host would, with the headers of public/_headers.
 */
const site: E2eSite = {
  ...e2eSites.fixturePath,
  root: join(projectRoot, 'dist-e2e/engines-site'),
  outDir: join(projectRoot, 'dist-e2e/engines'),
};

export async function serveBuiltSite(): Promise<ServedSite> {
  prepareSite(site);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', site.outDir, '--emptyOutDir'], {
    cwd: projectRoot,
    env: { ...process.env, ...site.env, SITE_DIR: site.root },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = await createStaticServer(site.outDir);
  const [send] = server.listeners('request') as RequestListener[];
  let held: { files: RegExp; ms: number } | undefined;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (held?.files.test(request.url ?? '')) setTimeout(() => send!(request, response), held.ms);
    else send!(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listeningPort(server)}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    holdBack: (files, ms = 0) => (held = files && { files, ms }),
  };
}
