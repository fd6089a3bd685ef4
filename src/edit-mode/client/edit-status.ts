/**
 * The line edit mode's panel says what happened ("Saved pages/about.yaml", a refusal, "Nothing to
 * undo"). The page is drawn again in place after a save, so the line stays until the next message.
 */
const listeners = new Set<() => void>();
let message = '';

// Arrow functions: React and event handlers call them without their object.
export const editStatus = {
  get: (): string => message,
  say: (next: string): void => {
    message = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
