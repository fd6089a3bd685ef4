/**
 * The line edit mode's panel says what happened ("Saved pages/about.yaml"), and where the focus goes
 * next. A save reloads the page (the development server's watcher does, once files changed): what
 * was said just before, and where the focus should land, are kept in the browser session for the
 * page that comes next, which says and focuses them once.
 */

/** A control of edit mode to focus after the reload: the section toolbar's button, the text, the panel's Undo. */
export type FocusTarget =
  | { kind: 'block'; route: string; index: number; control: BlockControl }
  | { kind: 'add'; route: string; index: number }
  /** The `occurrence`th text of this key on the page, in reading order (a title shows in the breadcrumb too). */
  | { kind: 'text'; key: string; occurrence: number }
  | { kind: 'undo' };

export type BlockControl = 'edit' | 'move-up' | 'move-down' | 'duplicate' | 'remove';

interface Note {
  message: string;
  focus?: FocusTarget;
  /** When it was written: a note is for the reload that follows a save, not for a visit long after. */
  at: number;
}

const storageKey = 'dev.edit-status';
/** A reload comes within a second or two of the save; a note older than this was left by a save that reloaded nothing. */
const freshFor = 30_000;
const listeners = new Set<() => void>();
const arrived = takeStored();
let message = arrived?.message ?? '';
let focusAfterReload = arrived?.focus;

// Arrow functions: React and event handlers call them without their object.
export const editStatus = {
  get: (): string => message,
  /** Says `next` now only (opening a file, a refusal, "Nothing to undo"). */
  say: (next: string): void => {
    forgetStored();
    show(next);
  },
  /** Says `next` now, and again after the reload a write brings, then focuses `focus` there. */
  announce: (next: string, focus?: FocusTarget): void => {
    store({ message: next, ...(focus ? { focus } : {}), at: Date.now() });
    show(next);
  },
  /**
   * Before a write is sent: should the reload come before the answer does, the next page still
   * says `next` and focuses `focus`. Nothing changes on screen.
   */
  expectReload: (next: string, focus?: FocusTarget): void => {
    store({ message: next, ...(focus ? { focus } : {}), at: Date.now() });
  },
  /** The write was not made (refused, a conflict, no answer): no reload comes, and nothing is to be said after one. */
  cancelReload: (): void => forgetStored(),
  /** Where the focus should go on this page: what the save before the reload asked for, until it is done. */
  focusTarget: (): FocusTarget | undefined => focusAfterReload,
  /** The focus went there, or could not: not again (edit mode turned off and on, a React effect run twice). */
  focusDone: (): void => {
    focusAfterReload = undefined;
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(next: string) {
  message = next;
  for (const listener of listeners) listener();
}

function store(note: Note) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(note));
  } catch {
    // Without storage the message is said until the reload only.
  }
}

function forgetStored() {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored then.
  }
}

function takeStored(): Note | undefined {
  let note: Note | undefined;
  try {
    const stored = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- written by store() above, in this browser session
    note = stored ? (JSON.parse(stored) as Note) : undefined;
  } catch {
    return undefined;
  }
  return note && typeof note.message === 'string' && Date.now() - note.at < freshFor ? note : undefined;
}
