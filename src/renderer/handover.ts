import { useCallback, useLayoutEffect, useRef, useState, type RefCallback, type SyntheticEvent } from 'react';
import type { HeldAction, State } from './handover-dom.ts';
import { notAsked, track, type Resource } from './resource.ts';

export interface Handover {
  /** The ref of the slot that holds kept markup: when it leaves, what the visitor did in it is read. */
  kept: (slot: string) => RefCallback<HTMLElement>;
  /** The ref of the slot its code draws: what was read is put back, the held actions done again. */
  drawn: (slot: string) => RefCallback<HTMLElement>;
  /** Holds back a click on a button or a form sent inside kept `slot`, to be done once it is drawn. */
  hold: (slot: string, event: SyntheticEvent<HTMLElement>) => void;
}

/** What a click holds back in kept markup: a control whose action is its code's. */
const heldControls = 'button, input[type="submit"], input[type="button"]';

let dom: typeof import('./handover-dom.ts') | undefined;
let loading: Promise<void> | undefined;

/**
 * The code that reads and puts back what the visitor did (src/renderer/handover-dom.ts), its own
 * small chunk: needed only when kept markup gives way to its code's drawing, so whoever brings
 * that drawing about (the code of a part the visitor reached, another language) has it arrive first.
 */
export function handoverReady(): Promise<void> {
  loading ??= import('./handover-dom.ts').then(
    ({ stateOf, restore }) => {
      dom = { stateOf, restore };
      return undefined;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The code that draws a kept slot in its place, asked for with the handover's own when the visitor
 * reaches the slot (`reached`, KeptMarkup's onReached); reached again after a failure, asked again
 * (`fetchCode(true)`). Until then `code` never arrives.
 */
export function useCodeWhenReached<T>(fetchCode: (again: boolean) => Promise<T>): { code: Resource<T>; reached: () => void } {
  const [code, setCode] = useState<Resource<T>>(notAsked);
  const reached = useCallback(() => {
    if (code === notAsked || code.status === 'rejected')
      setCode(track(Promise.all([fetchCode(code.status === 'rejected'), handoverReady()]).then(([value]) => value)));
  }, [code, fetchCode]);
  return { code, reached };
}

/**
 * Hands over what the visitor did when markup kept as the build drew it gives way to its code's
 * drawing (docs/PERFORMANCE.md#blocks-drawn-once): the kept slot's elements are gone then, and the
 * new ones start as the code draws them. `slot` names the slot the same way in both (the page, the
 * block's position and its type).
 */
export function useHandover(): Handover {
  const read = useRef(new Map<string, State>());
  const held = useRef(new Map<string, { target: Element; kind: HeldAction['kind'] }[]>());
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());
  // Read when the kept slot leaves and put back as the drawn one arrives: within one commit.
  useLayoutEffect(() => read.current.clear());
  /** One ref per slot and role, the same at every render: React then calls it only when the slot comes and goes. */
  const stable = (name: string, make: () => RefCallback<HTMLElement>) => refs.current.get(name) ?? refs.current.set(name, make()).get(name)!;
  return {
    kept: (slot) =>
      stable(`kept ${slot}`, () => (element) => () => {
        if (element && dom) read.current.set(slot, dom.stateOf(element, held.current.get(slot) ?? []));
        held.current.delete(slot);
      }),
    drawn: (slot) =>
      stable(`drawn ${slot}`, () => (element) => {
        const state = read.current.get(slot);
        if (element && state && dom) dom.restore(element, state);
      }),
    hold: (slot, event) => {
      const root = event.currentTarget;
      const target = event.type === 'submit' ? event.target : event.target instanceof Element ? event.target.closest(heldControls) : null;
      if (!(target instanceof Element) || !root.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      (held.current.get(slot) ?? held.current.set(slot, []).get(slot)!).push({ target, kind: event.type === 'submit' ? 'submit' : 'click' });
    },
  };
}
