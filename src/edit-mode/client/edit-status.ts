import { store } from '../../dev/store.ts';

/**
 * The line edit mode's panel says what happened ("Saved: heading “Our story” on About us changed
 * (English)", a refusal, "Nothing to undo"). The page is drawn again in place after a save, so the
 * line stays until the next message.
 */
const line = store('');

export const editStatus = { get: line.get, say: line.set, subscribe: line.subscribe };
