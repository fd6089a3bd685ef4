import { markTexts } from './text-markers.ts';

/**
 * Whether edit mode is on. It stays on for the browser session, so that it survives the reload
 * that follows every content edit.
 */
const storageKey = 'dev.edit-mode';
const listeners = new Set<() => void>();
let on = readStored();
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
    try {
      sessionStorage.setItem(storageKey, on ? 'on' : 'off');
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

function readStored(): boolean {
  try {
    return sessionStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}
