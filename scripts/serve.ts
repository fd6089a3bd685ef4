/**
 * `npx tsx scripts/serve.ts [--port 4173] [--dir dist]`: serves the built site the way a static host
 * would (scripts/serve/static-server.ts): the headers of its _headers file (Netlify / Cloudflare
 * Pages format), gzip for text, 404.html for unknown addresses. Used by the end-to-end tests and the
 * bench, so every test runs under the real Content-Security-Policy. It serves the files that are in
 * the folder when it starts: restart it after a build.
 */
import { createStaticServer } from './serve/static-server.ts';
import { listeningPort } from './support/listening-port.ts';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const dir = option('--dir', 'dist');
const port = Number(option('--port', '4173'));

try {
  const server = await createStaticServer(dir);
  server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${listeningPort(server)}/`));
} catch (error) {
  console.error(`Cannot serve ${dir}:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
