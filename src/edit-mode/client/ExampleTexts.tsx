import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EditModeSite } from '../protocol.ts';
import { boxOf, inspectNode, markedTexts } from './inspect.ts';

/** One example text on screen, where the layer draws its frame and label. */
interface PlacedExample {
  node: Node;
  key: string;
  excerpt: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The texts still the example they were written as (docs/BEHAVIOUR.md#example-texts), each framed
 * with a dashed line and labelled in words, "Example text — replace it", so that neither colour
 * nor a frame alone says it. The label is a button that opens the text.
 */
export function ExampleTexts({ site, onEdit }: { site: EditModeSite | undefined; onEdit: (key: string, node: Node) => void }) {
  const layer = useRef<HTMLElement>(null);
  const examples = useExamplePlaces(layer, site?.exampleTexts ?? []);
  return (
    <section ref={layer} className="dev-examples" aria-label="Example texts on this page">
      {examples.map((example) => (
        <div key={`${example.key}:${example.top}:${example.left}`}>
          <div
            className="dev-example-frame"
            aria-hidden="true"
            style={{ top: example.top, left: example.left, width: example.width, height: example.height }}
          />
          <button
            type="button"
            className="dev-example-label"
            style={{ top: example.top, left: example.left }}
            aria-label={`Example text — replace it: ${example.excerpt}`}
            aria-haspopup="dialog"
            onClick={() => onEdit(example.key, example.node)}
          >
            Example text — replace it
          </button>
        </div>
      ))}
    </section>
  );
}

const samePlaces = (a: PlacedExample[], b: PlacedExample[]) =>
  a.length === b.length && a.every((x, i) => x.key === b[i]!.key && x.top === b[i]!.top && x.left === b[i]!.left && x.width === b[i]!.width);

/** The example texts on screen, measured against the layer, again whenever the page changes its size or its contents. */
function useExamplePlaces(layer: RefObject<HTMLElement | null>, exampleTexts: EditModeSite['exampleTexts']): PlacedExample[] {
  const [places, setPlaces] = useState<PlacedExample[]>([]);
  const wanted = exampleTexts.map(({ language, key }) => `${language}:${key}`).join('\n');
  useLayoutEffect(() => {
    const examples = new Set(wanted.split('\n'));
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!layer.current) return;
        const origin = layer.current.getBoundingClientRect();
        const next = markedTexts().flatMap((node) => {
          const text = inspectNode(node).text;
          if (!text || !examples.has(`${text.mark.language}:${text.mark.key}`)) return [];
          const box = boxOf(node);
          return [
            { node, key: text.mark.key, excerpt: text.excerpt, top: box.top - origin.top, left: box.left - origin.left, width: box.width, height: box.height },
          ];
        });
        setPlaces((before) => (samePlaces(before, next) ? before : next));
      });
    };
    measure();
    const sizes = new ResizeObserver(measure);
    sizes.observe(document.body);
    const changes = new MutationObserver(measure);
    changes.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [layer, wanted]);
  return places;
}
