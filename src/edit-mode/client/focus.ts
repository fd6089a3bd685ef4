import { useEffect, useSyncExternalStore } from 'react';
import { contentChanges } from '../../dev/content-changes.ts';

/**
 * Where the focus goes back to once a dialog of edit mode closes: the text that was clicked, which
 * is seldom focusable itself (a heading, a paragraph).
 */
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Focuses `node` (a text node, or an element), or the focusable element around it, or its element made focusable until it loses focus. */
export function focusNode(node: Node | null | undefined): boolean {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  const around = element.closest<HTMLElement>(focusable);
  if (around) {
    around.focus();
    return document.activeElement === around;
  }
  // Focusable for as long as it has the focus: the page's tab order stays as it was.
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus();
  return document.activeElement === element;
}

/** A control of edit mode to focus once the page shows a save: the section toolbar's button, the panel's Undo. */
export type FocusTarget =
  { kind: 'block'; route: string; index: number; control: BlockControl } | { kind: 'add'; route: string; index: number } | { kind: 'undo' };

export type BlockControl = 'edit' | 'move-up' | 'move-down' | 'duplicate' | 'remove';

/** Where the focus goes once the page draws the save under way: told before it is sent, as the page may show it before the answer comes. */
let pending: FocusTarget | undefined;

export const focusAfterSave = (target: FocusTarget | undefined): void => {
  pending = target;
};

/** How long the page after a save has to draw what the focus should land on. */
const waitFor = 5_000;

/**
 * Once the page shows a save (src/dev/content-changes.ts), the focus lands where the save said: the
 * moved section's button, Undo. The section toolbars follow the page a little later, so the place
 * is looked for at each frame for a while.
 */
export function useFocusAfterSave(): void {
  const drawn = useSyncExternalStore(contentChanges.subscribe, contentChanges.drawn);
  useEffect(() => {
    const target = pending;
    pending = undefined;
    if (!target) return undefined;
    const until = performance.now() + waitFor;
    let frame = 0;
    const attempt = () => {
      if (!focusFirst(...selectorsOf(target)) && performance.now() < until) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [drawn]);
}

/** Where a target is: selectors tried in turn, the first found takes the focus. */
function selectorsOf(target: FocusTarget): string[] {
  // Undo can take nothing more back: its button is disabled, the toggle is next to it.
  if (target.kind === 'undo') return ['.dev-inspector [data-dev-undo]:not(:disabled)', '.dev-toggle'];
  const where = CSS.escape(`${target.route}:${target.index}`);
  if (target.kind === 'add') return [`[data-dev-add="${where}"]`];
  // The section's button, or the first of its toolbar that can take focus.
  return [`[data-dev-section="${where}"] [data-dev-control="${target.control}"]:not(:disabled)`, `[data-dev-section="${where}"] button:not(:disabled)`];
}

function focusFirst(...selectors: string[]): boolean {
  for (const selector of selectors) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus();
      return document.activeElement === element;
    }
  }
  return false;
}
