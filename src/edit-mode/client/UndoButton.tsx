import { useEffect, useSyncExternalStore } from 'react';
import { editStatus } from './edit-status.ts';
import { undoDepth, undoLabel } from './undo-depth.ts';
import { undo } from './requests.ts';

/** Ctrl+Z, or ⌘Z on a Mac: matched by the letter typed. */
const isUndoKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z';

/** Where Ctrl+Z undoes typing, not a save: a text field, or anything inside a dialog. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || !!target.closest('input, textarea, select, dialog'));

/**
 * "Undo" in edit mode's panel, and Ctrl+Z outside text fields: takes back the last save of this
 * session (docs/BEHAVIOUR.md#editing-on-the-page), which its name says in plain words ("Undo: heading
 * “Our story” on About us changed"). The page shows the files as they are back, where it is.
 */
export function UndoButton() {
  const depth = useSyncExternalStore(undoDepth.subscribe, undoDepth.get);
  const label = useSyncExternalStore(undoLabel.subscribe, undoLabel.get);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event) || typingIn(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      void takeBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <button
      type="button"
      className="dev-button"
      aria-label={depth > 0 && label ? `Undo: ${label}` : undefined}
      title={depth > 0 && label ? `Undo: ${label}` : undefined}
      aria-keyshortcuts="Control+Z Meta+Z"
      disabled={depth === 0}
      data-dev-undo
      onClick={() => void takeBack()}
    >
      Undo
    </button>
  );
}

let undoing = false;

async function takeBack() {
  if (undoing) return;
  undoing = true;
  editStatus.say('Undoing the last save…');
  const answer = await undo();
  undoing = false;
  if (answer.status === 'nothing') editStatus.say('Nothing to undo');
  else if (answer.status === 'refused') editStatus.say(`Not undone: ${answer.problems.map((problem) => problem.message).join(' ')}`);
  else if (answer.status !== 'saved') editStatus.say(`Not undone: ${answer.message}`);
}
