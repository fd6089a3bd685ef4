import { join, resolve } from 'node:path';

/** The repository root, whatever the current directory is when `npm run bench` starts. */
export const projectRoot = resolve(import.meta.dirname, '..', '..');

/**
 * A tool from node_modules/.bin. Called directly rather than through `npx`, so timings measure the
 * tool and not npx resolving it (npx would find the very same file).
 */
export const bin = (name: string, root = projectRoot): string => join(root, 'node_modules', '.bin', name);
