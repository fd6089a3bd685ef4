/**
 * How many saves Undo can still take back, as the last answer of the development server said (a new
 * tab learns it with the site, src/edit-mode/client/requests.ts).
 */
const listeners = new Set<() => void>();
let depth = 0;

export const undoDepth = {
  get: (): number => depth,
  set: (next: number): void => {
    if (next === depth) return;
    depth = next;
    for (const listener of listeners) listener();
  },
  // Arrow functions: React calls them without their object.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
