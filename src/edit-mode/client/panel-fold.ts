import { useSyncExternalStore } from 'react';
import { store } from '../../dev/store.ts';

/** Whether edit mode's panel is folded; unset until it is folded or unfolded, when a phone-sized window starts with it folded. */
const folded = store<boolean | undefined>(undefined);
const narrow = '(max-width: 40rem)';

/** Edit mode's panel folded or not: kept while the page draws again in place, and while edit mode is off and on again. */
export function usePanelFolded(): [boolean, (next: boolean) => void] {
  const chosen = useSyncExternalStore(folded.subscribe, folded.get);
  return [chosen ?? window.matchMedia(narrow).matches, folded.set];
}
