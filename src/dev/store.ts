/**
 * A value that screens read with useSyncExternalStore and redraw on when it changes. Arrow
 * functions: React and event handlers call them without their object.
 */
export function store<T>(initial: T) {
  const listeners = new Set<() => void>();
  let value = initial;
  return {
    get: (): T => value,
    set: (next: T): void => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
