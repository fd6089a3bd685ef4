import { markTexts } from './text-markers.ts';

/** Whether edit mode is on: until it is switched off, or the page is loaded again. */
const listeners = new Set<() => void>();
let on = false;
/** Counts the switches, for the app to draw again each time (its texts gain or lose their marks). */
let switches = 0;
markTexts(on);

export const editMode = {
  isOn: (): boolean => on,
  switches: (): number => switches,
  set: (next: boolean): void => {
    if (next === on) return;
    on = next;
    switches++;
    markTexts(on);
    for (const listener of listeners) listener();
  },
  // Arrow functions: React calls them without their object.
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
