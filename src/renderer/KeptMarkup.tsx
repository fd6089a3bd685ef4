import { useCallback, useEffect, useRef, type SyntheticEvent } from 'react';
import { useFollowPageLink } from './follow-page-link.ts';
import type { Handover } from './handover.ts';

interface Props {
  /** The element the markup sits in, as the build drew it. */
  as: 'div' | 'footer';
  className: string;
  /** What the element held in the document, as the build drew it. */
  markup: string;
  /** Names the slot in `handover`, as the drawn one does. */
  slot: string;
  handover: Handover;
  /** The block's index on its page, for a block's slot (edit mode finds a block's line by it). */
  block?: number;
  /**
   * For markup whose code acts: called when the visitor reaches it (scrolls the page, or points,
   * touches or moves the focus into it, or the page opens scrolled already: a reload, Back), so that
   * its code is fetched and draws it in its place. Absent, the markup stays as it is.
   */
  onReached?: () => void;
  /**
   * Reached as well once it shows on screen: for a block, whose code may draw it otherwise for this
   * visitor than the build did (a map whose consent the browser remembers).
   */
  whenSeen?: boolean;
}

/**
 * Markup the build drew, kept as it is: its code is not loaded (docs/PERFORMANCE.md#blocks-drawn-once).
 * Its links are followed inside the app; in markup whose code acts, a click on a button or a form
 * sent before that code has arrived is held back, and done again once it has drawn it.
 */
export function KeptMarkup({ as: Element, className, markup, slot, handover, block, onReached, whenSeen = false }: Props) {
  const followPageLink = useFollowPageLink();
  const element = useRef<HTMLElement | null>(null);
  const keptRef = handover.kept(slot);
  const ref = useCallback(
    (kept: HTMLElement | null) => {
      element.current = kept;
      // Says the slot holds the build's markup still, for whoever looks (the end-to-end tests). Set
      // here, not drawn: the document's markup, which React takes over, has no such attribute.
      kept?.setAttribute('data-kept', '');
      return keptRef(kept);
    },
    [keptRef],
  );
  useEffect(() => {
    if (!onReached) return;
    // The position restored before this ran (src/app/scroll-restoration.ts): no scroll event to come.
    if (scrollY > 0) return onReached();
    addEventListener('scroll', onReached, { once: true, passive: true });
    // A block's slot draws no box (display: contents): what shows is the block inside it.
    const shown = element.current?.firstElementChild;
    const seen = whenSeen && shown ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onReached()) : undefined;
    if (seen && shown) seen.observe(shown);
    return () => {
      removeEventListener('scroll', onReached);
      seen?.disconnect();
    };
  }, [onReached, whenSeen]);
  const hold = (event: SyntheticEvent<HTMLElement>) => {
    handover.hold(slot, event);
    onReached?.();
  };
  const reached = onReached ? { onPointerOver: onReached, onTouchStart: onReached, onFocus: onReached, onClickCapture: hold, onSubmitCapture: hold } : {};
  return (
    // The links and the controls inside are the markup's own: a click on one (Enter on a link is one) is taken as its own would be.
    <Element
      ref={ref}
      className={className}
      {...(block === undefined ? {} : { 'data-block': block })}
      onClick={followPageLink}
      {...reached}
      // oxlint-disable-next-line react/no-danger -- the markup is the build's own, read from this very document
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
