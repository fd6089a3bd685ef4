import initialReport from 'virtual:dev-problems';
import type { ContentChange, DevProblemReport } from '../shared/dev-server.ts';
import { replaceSourceMap } from './edit-mode/sources.ts';

/**
 * The content's problems as the development server last told them, and how many of its changes
 * this page has drawn in place (docs/BEHAVIOUR.md#development-server): edit mode reads the site
 * again after each, and <html data-content-changes> counts them for the end-to-end tests.
 */
const listeners = new Set<() => void>();
let report = initialReport;
let drawn = 0;

// Arrow functions: React calls them without their object.
export const contentChanges = {
  report: (): DevProblemReport => report,
  drawn: (): number => drawn,
  /** A change told by the development server, about to be drawn. */
  take: (change: ContentChange): void => {
    report = change.report;
    if (change.sources) replaceSourceMap(change.sources);
  },
  /** The page shows the change now. */
  shown: (): void => {
    drawn++;
    document.documentElement.dataset.contentChanges = String(drawn);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
