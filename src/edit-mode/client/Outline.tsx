import { useEffect, useState } from 'react';
import { boxOf } from './inspect.ts';

/** A frame around what edit mode points at, kept in place while the page scrolls. */
export function Outline({ node, kind }: { node: Node; kind: 'text' | 'block' }) {
  const [, redraw] = useState(0);
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => redraw((n) => n + 1));
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);
  const box = boxOf(node);
  return (
    <div className={`dev-outline dev-outline--${kind}`} aria-hidden="true" style={{ top: box.top, left: box.left, width: box.width, height: box.height }} />
  );
}
