import { store } from './store.ts';

/**
 * How many content edits this page has drawn in place (docs/BEHAVIOUR.md#development-server): edit
 * mode reads the site again after each, and <html data-content-changes> counts them for the
 * end-to-end tests.
 */
const drawn = store(0);

export const contentChanges = {
  drawn: drawn.get,
  /** The page shows the edit now. */
  shown: (): void => {
    drawn.set(drawn.get() + 1);
    document.documentElement.dataset.contentChanges = String(drawn.get());
  },
  subscribe: drawn.subscribe,
};
