import type { Plugin } from 'vite';
import { mountEditMode } from '../edit-mode/server/mount.ts';
import type { QuietAdds } from './content-watch.ts';
import type { SiteState } from './site-state.ts';

/** Edit mode's endpoints (docs/BEHAVIOUR.md#editing-on-the-page); its saves reload the page through the content's watch. */
export function editModeEndpoints(state: SiteState, quietAdds: QuietAdds): Plugin {
  return {
    name: 'edit-mode-endpoints',
    configureServer(server) {
      mountEditMode(server.middlewares, state.siteRoot, {
        log: (message) => state.logger.error(message, { timestamp: true }),
        onPictureStored: (file) => quietAdds.expect(file),
      });
    },
  };
}
