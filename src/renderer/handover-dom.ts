/**
 * What the visitor did to markup kept as the build drew it, read and put back in the elements its
 * code draws in its place (src/renderer/handover.ts, docs/PERFORMANCE.md#blocks-drawn-once). Both
 * are drawn from the same component and data, so an element of the one is found in the other by its
 * position: the same child of the same child, from the slot down.
 */
export interface State {
  /** Each `<details>` of the slot, whether open (a question of the FAQ: docs/BEHAVIOUR.md#questions-and-answers). */
  opened: boolean[];
  /** The value and checked state of each form field, in order: what the visitor typed or chose. */
  fields: [value: string, checked: boolean][];
  /** Where the keyboard focus was, if inside. */
  focus?: number[];
  /** Clicks on buttons and forms sent before the code arrived, in order: done again once it has. */
  held: HeldAction[];
}

export interface HeldAction {
  at: number[];
  kind: 'click' | 'submit';
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')];

/** What the visitor did in kept `root`, as it leaves: `held`, the actions it held back. */
export function stateOf(root: HTMLElement, held: readonly { target: Element; kind: HeldAction['kind'] }[]): State {
  const focused = document.activeElement;
  return {
    opened: [...root.querySelectorAll('details')].map((details) => details.open),
    fields: fieldsOf(root).map((field) => [field.value, field instanceof HTMLInputElement && field.checked]),
    ...(focused && root.contains(focused) ? { focus: pathOf(root, focused) } : {}),
    held: held.map(({ target, kind }) => ({ at: pathOf(root, target), kind })),
  };
}

/** Puts `state` back in `root`, drawn by the code in the kept markup's place. */
export function restore(root: HTMLElement, { opened, fields, focus, held }: State) {
  root.querySelectorAll('details').forEach((details, index) => opened[index] && (details.open = true));
  fieldsOf(root).forEach((field, index) => {
    const [value, checked] = fields[index] ?? [field.value, false];
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) field.checked = checked;
    else field.value = value;
  });
  const element = focus && elementAt(root, focus);
  if (element instanceof HTMLElement) element.focus({ preventScroll: true });
  // After this commit, once the drawn elements answer to events.
  if (held.length) setTimeout(() => held.forEach((action) => redo(root, action)));
}

function redo(root: HTMLElement, { at, kind }: HeldAction) {
  const element = elementAt(root, at);
  if (kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
  else if (kind === 'click' && element instanceof HTMLElement) element.click();
}

/** The position of `element` under `root`: the index of each element on the way down. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let at: Element = element; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
}
