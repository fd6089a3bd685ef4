import type { Connect } from 'vite';
import type { SiteSettings } from '../generated/content-types.ts';
import { editorEndpoint, editorEndpointGuard } from './editor-endpoint.ts';
import { imageCopiesEndpoint, type ImageCopies } from './image-endpoint.ts';
import { outboxMiddleware } from './outbox.ts';

/**
 * Mounts the development server's own endpoints, each behind the guard of src/dev-server/guard.ts
 * (docs/BEHAVIOUR.md#development-server): the check before Vite's open-in-editor handler, the
 * local outbox, and the photos' resized copies. Called from a plugin's configureServer, so these run before every middleware of
 * Vite's own, that handler included.
 */
export function mountDevEndpoints(
  middlewares: Connect.Server,
  {
    root,
    siteRoot,
    settings,
    imageCopies,
  }: { root: string; siteRoot: string; settings: () => Promise<Pick<SiteSettings, 'forms'> | undefined>; imageCopies: ImageCopies },
): void {
  middlewares.use(editorEndpoint, editorEndpointGuard([root, siteRoot]));
  for (const endpoint of [outboxMiddleware(root, settings), imageCopiesEndpoint(imageCopies)]) {
    // A request that fails to read ends in an error page, not in a request left hanging.
    middlewares.use((request, response, next) => {
      endpoint(request, response, next).catch(next);
    });
  }
}
