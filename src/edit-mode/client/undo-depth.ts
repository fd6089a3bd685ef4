import { store } from '../../dev/store.ts';

/**
 * How many saves Undo can still take back, as the last answer of the development server said (a new
 * tab learns it with the site, src/edit-mode/client/requests.ts).
 */
export const undoDepth = store(0);

/** What Undo would take back, in plain words, as the server said with the depth; empty when nothing. */
export const undoLabel = store('');
