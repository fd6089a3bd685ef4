import { useEffect } from 'react';

/**
 * While a dialog holds typing that is not saved, the browser asks before the page is left or loaded
 * again (docs/BEHAVIOUR.md#editing-on-the-page): a content edit never does that (the page draws it
 * in place), but closing the tab, or a change to the code, would lose the typing.
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
