import { useLayoutEffect, useRef, type RefCallback } from 'react';

/**
 * Keeps what the visitor opened when a block kept as the build drew it gives way to its code's
 * drawing (the language changed on the first page: docs/PERFORMANCE.md#blocks-drawn-once): the
 * kept slot's elements are gone then, and the new ones start as the code draws them. Each `<details>`
 * the visitor opened in the one (a question of the FAQ) is opened in the other, in order
 * (docs/BEHAVIOUR.md#questions-and-answers). `kept(slot)` and `drawn(slot)` are the refs of the two
 * slots of a block, `slot` naming the page, the block's position and its type.
 */
export function useOpenedDetails(): { kept: (slot: string) => RefCallback<HTMLElement>; drawn: (slot: string) => RefCallback<HTMLElement> } {
  const opened = useRef(new Map<string, boolean[]>());
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());
  // Handed over within one commit only: the kept slot leaves and the drawn one arrives together.
  useLayoutEffect(() => opened.current.clear());
  /** One ref per slot and role, the same at every render: React then calls it only when the slot comes and goes. */
  const stable = (name: string, make: () => RefCallback<HTMLElement>) => refs.current.get(name) ?? refs.current.set(name, make()).get(name)!;
  return {
    kept: (slot) =>
      stable(`kept ${slot}`, () => (element) => () => {
        if (element)
          opened.current.set(
            slot,
            detailsOf(element).map((details) => details.open),
          );
      }),
    drawn: (slot) =>
      stable(`drawn ${slot}`, () => (element) => {
        const open = element ? opened.current.get(slot) : undefined;
        if (element && open) detailsOf(element).forEach((details, index) => open[index] && (details.open = true));
      }),
  };
}

const detailsOf = (element: HTMLElement) => [...element.querySelectorAll('details')];
