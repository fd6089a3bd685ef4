import type { IncomingMessage } from 'node:http';
import type { Connect } from 'vite';
import * as siteEdits from '../engine/site-edits.ts';
import { editModeEndpoints } from './endpoints.ts';
import type { SaveHooks } from './saves.ts';

/** What the team's editing server (src/editing-server/) changes in edit mode's endpoints: `npm start` passes neither. */
export interface EditModeOptions {
  hooks?: SaveHooks;
  guard?: (request: IncomingMessage) => string | undefined;
}

/**
 * Mounts edit mode's endpoints on the development server, for the site folder `siteRoot`,
 * working on its files through the content's edit operations. Called from the content plugin's
 * configureServer: `npm start` only, never the build.
 */
export function mountEditMode(middlewares: Connect.Server, siteRoot: string, options: EditModeOptions & { log: (message: string) => void }): void {
  const endpoints = editModeEndpoints(siteRoot, siteEdits, options);
  middlewares.use((request, response, next) => {
    endpoints(request, response, next).catch(next);
  });
}
