import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalOf, sendText } from './guard.ts';

/** A resized copy of a photo, once made: its file and its type (`image/avif`). */
export interface ImageCopy {
  file: string;
  type: string;
}

export interface ImageCopies {
  /** Where the copies are addressed, as in the build: `/assets/images/`. */
  path: string;
  /** The copy a file name under `path` names (made now if it was not yet), or undefined when no photo of the site has it. */
  find: (name: string) => Promise<ImageCopy | undefined>;
}

/**
 * Serves the resized copies of the site's photos at the addresses the build gives them, making each
 * the first time a page asks for it (docs/BEHAVIOUR.md#development-server): a page shows the
 * copies its `srcset` names, as in the build, without the development server making every copy
 * of every photo when it starts. Only for this server's own pages (src/dev-server/guard.ts): making a
 * copy costs seconds of work, which another site's page must not be able to ask for.
 */
export function imageCopiesEndpoint({ path, find }: ImageCopies) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const url = (request.url ?? '').split('?')[0]!;
    if (!url.startsWith(path)) return next();
    const refusal = refusalOf(request, 'The development server makes copies of photos only for its own pages.');
    if (refusal) return sendText(response, 403, refusal);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendText(response, 405, 'Copies of photos are only read (GET or HEAD).');
    }
    const copy = await find(url.slice(path.length));
    if (!copy) return sendText(response, 404, `No photo of the site has a copy named ${url}.`);
    response.setHeader('Content-Type', copy.type);
    response.setHeader('Content-Length', statSync(copy.file).size);
    // Named by the photo's bytes, as in the build: a new photo gets a new name.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (request.method === 'HEAD') return void response.end();
    createReadStream(copy.file).pipe(response);
  };
}
