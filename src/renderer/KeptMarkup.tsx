import { useEffect, type SyntheticEvent } from 'react';
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
   * touches or moves the focus into it), so that its code is fetched and draws it in its place.
   * Absent, the markup stays as it is.
   */
  onReached?: () => void;
}

/**
 * Markup the build drew, kept as it is: its code is not loaded (docs/PERFORMANCE.md#blocks-drawn-once).
 * Its links are followed inside the app; in markup whose code acts, a click on a button or a form
 * sent before that code has arrived is held back, and done again once it has drawn it.
 */
export function KeptMarkup({ as: Element, className, markup, slot, handover, block, onReached }: Props) {
  const followPageLink = useFollowPageLink();
  useEffect(() => {
    if (!onReached) return;
    addEventListener('scroll', onReached, { once: true, passive: true });
    return () => removeEventListener('scroll', onReached);
  }, [onReached]);
  const hold = (event: SyntheticEvent<HTMLElement>) => {
    handover.hold(slot, event);
    onReached?.();
  };
  const reached = onReached ? { onPointerOver: onReached, onTouchStart: onReached, onFocus: onReached, onClickCapture: hold, onSubmitCapture: hold } : {};
  return (
    // The links and the controls inside are the markup's own: a click on one (Enter on a link is one) is taken as its own would be.
    <Element
      ref={handover.kept(slot)}
      className={className}
      {...(block === undefined ? {} : { 'data-block': block })}
      onClick={followPageLink}
      {...reached}
      // oxlint-disable-next-line react/no-danger -- the markup is the build's own, read from this very document
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
