/**
 * How many saves Undo can still take back, as the last answer of the development server said. Kept
 * for the browser session: every save reloads the page, and the button must stay as it was.
 */
const storageKey = 'dev.edit-undo-depth';
const listeners = new Set<() => void>();
let depth = readStored();

export const undoDepth = {
  get: (): number => depth,
  set: (next: number): void => {
    if (next === depth) return;
    depth = next;
    try {
      sessionStorage.setItem(storageKey, String(next));
    } catch {
      // Without storage it lasts until the next reload.
    }
    for (const listener of listeners) listener();
  },
  // Arrow functions: React calls them without their object.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function readStored(): number {
  try {
    const stored = Number(sessionStorage.getItem(storageKey));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}
