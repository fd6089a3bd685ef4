import type { Plugin } from 'vite';
import { mountEditMode, type EditModeOptions } from '../edit-mode/server/mount.ts';
import type { SiteState } from './site-state.ts';

/** Edit mode's endpoints (docs/BEHAVIOUR.md#editing-on-the-page); the pages show its saves through the content's watch. */
export function editModeEndpoints(state: SiteState, options: EditModeOptions = {}): Plugin {
  return {
    name: 'edit-mode-endpoints',
    configureServer(server) {
      mountEditMode(server.middlewares, state.siteRoot, { ...options, log: (message) => state.logger.error(message, { timestamp: true }) });
    },
  };
}
