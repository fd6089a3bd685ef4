import { useEffect } from 'react';
import { editStatus, type FocusTarget } from './edit-status.ts';
import { inspectNode, markedTexts } from './inspect.ts';
import type { BlockControl } from './edit-status.ts';

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

const textsOf = (key: string): Node[] => markedTexts().filter((node) => inspectNode(node).text?.mark.key === key);

/** Where the focus goes back to after the reload that saving the text `node` shows brings. */
export function textFocusTarget(key: string, node: Node): FocusTarget {
  return { kind: 'text', key, occurrence: Math.max(0, textsOf(key).indexOf(node)) };
}

/** How long the page after a save has to draw what the focus should land on. */
const waitFor = 5_000;

/**
 * After the reload a save brings, the focus lands where the save said (src/edit-mode/client/edit-status.ts):
 * the moved section's button, the edited text, Undo. The page draws its sections a little after edit
 * mode, so the place is looked for at each frame for a while.
 */
export function useFocusAfterReload(): void {
  useEffect(() => {
    const target = editStatus.focusTarget();
    if (!target) return undefined;
    const until = performance.now() + waitFor;
    let frame = 0;
    const attempt = () => {
      if (focusTarget(target) || performance.now() > until) return editStatus.focusDone();
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, []);
}

function focusTarget(target: FocusTarget): boolean {
  switch (target.kind) {
    case 'block':
      return focusControl(target, target.control);
    case 'add':
      return focusControl(target, 'add');
    case 'text':
      return focusNode(textsOf(target.key)[target.occurrence]);
    case 'undo':
      // Undo can take nothing more back: its button is disabled, the toggle is next to it.
      return focusFirst('.dev-inspector [data-dev-undo]:not(:disabled)', '.dev-toggle');
  }
}

/** Focuses a section's button, or the first of its toolbar that can take focus. */
function focusControl(section: { route: string; index: number }, control: BlockControl | 'add'): boolean {
  const where = `${section.route}:${section.index}`;
  if (control === 'add') return focusFirst(`[data-dev-add="${CSS.escape(where)}"]`);
  return focusFirst(
    `[data-dev-section="${CSS.escape(where)}"] [data-dev-control="${control}"]:not(:disabled)`,
    `[data-dev-section="${CSS.escape(where)}"] button:not(:disabled)`,
  );
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
