import { useEffect } from 'react';

/**
 * While a dialog holds typing that is not saved, the page does not reload by itself
 * (docs/BEHAVIOUR.md#editing-on-the-page): a file changed on disk (in a code editor, by git) makes
 * the development server reload every page, which would close the dialog and lose the typing. The
 * browser asks first; staying, the editor's Save then meets the change as a conflict and says so.
 * Not while a save is under way: the save's own reload must go through.
 */
let leaving = false;

const holdUnload = (event: BeforeUnloadEvent) => {
  if (leaving) return;
  event.preventDefault();
};

export function useUnsavedGuard(holding: boolean): void {
  useEffect(() => {
    if (!holding) return;
    addEventListener('beforeunload', holdUnload);
    return () => removeEventListener('beforeunload', holdUnload);
  }, [holding]);
}

/** The editor chose to reload ("Reload" after a conflict): nothing is held back any more. */
export function reloadNow(): void {
  leaving = true;
  location.reload();
}
