import { store } from '../../dev/store.ts';
import { markTexts } from './text-markers.ts';

/** Whether edit mode is on: until it is switched off, or the page is loaded again. */
const on = store(false);
/** Counts the switches, for the app to draw again each time (its texts gain or lose their marks). */
let switches = 0;
markTexts(false);

export const editMode = {
  isOn: on.get,
  switches: (): number => switches,
  set: (next: boolean): void => {
    if (next === on.get()) return;
    switches++;
    markTexts(next);
    on.set(next);
  },
  subscribe: on.subscribe,
};
