/**
 * How many content edits this page has drawn in place (docs/BEHAVIOUR.md#development-server): edit
 * mode reads the site again after each, and <html data-content-changes> counts them for the
 * end-to-end tests.
 */
const listeners = new Set<() => void>();
let drawn = 0;

// Arrow functions: React calls them without their object.
export const contentChanges = {
  drawn: (): number => drawn,
  /** The page shows the edit now. */
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
