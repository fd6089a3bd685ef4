/**
 * `npx tsx scripts/serve.ts [--port 4173] [--dir dist]`: serves the built site the way a static host
 * would — the headers of public/_headers (Netlify/Cloudflare format), gzip for text, 404 for unknown
 * files. Used by the end-to-end tests, so every test runs under the real Content-Security-Policy.
 */
import { createStaticServer } from './serve/static-server.ts';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const dir = option('--dir', 'dist');
const port = Number(option('--port', '4173'));

const server = await createStaticServer(dir);
server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${port}/`));
