import type { Plugin } from 'vite';
import { mountDevEndpoints } from '../dev-server/endpoints.ts';
import { variantsFolder } from '../content/pipeline.ts';
import type { SiteState } from './site-state.ts';

/** The development server's own endpoints (src/dev-server/): open-in-editor's guard, the local outbox, the photos' copies. */
export function devEndpoints(state: SiteState): Plugin {
  return {
    name: 'site-dev-endpoints',
    configureServer(server) {
      mountDevEndpoints(server.middlewares, {
        root: state.root,
        siteRoot: state.siteRoot,
        settings: async () => (await state.current()).compiled?.site,
        imageCopies: { path: `/${variantsFolder}/`, find: (name) => state.imageCopy(name) },
      });
    },
  };
}
