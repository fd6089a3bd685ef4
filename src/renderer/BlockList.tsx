import { Suspense, use, useCallback } from 'react';
import { usePageLoading } from './loading-context.ts';
import type { BlockPosition } from './block-props.ts';
import type { Block } from '../shared/content.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import type { KeptBlock } from './content-store.ts';
import { useCodeWhenReached, useHandover, type Handover } from './handover.ts';
import { KeptMarkup } from './KeptMarkup.tsx';
import { useArrived } from './resource.ts';

interface Props {
  /** The page's route, the same in every language. */
  route: string;
  blocks: readonly Block[];
  firstScreenBlocks: number;
  /** The blocks kept as the build prerendered them, by index (LoadedPage.prerendered); none when absent. */
  prerendered?: ReadonlyMap<number, KeptBlock>;
}

/**
 * Renders a page's blocks in order, each through the component the registry names for its type,
 * or as the build prerendered it (docs/PERFORMANCE.md#blocks-drawn-once). The page's load includes
 * the components of the blocks it draws, so nothing suspends here; each of those is still its own
 * Suspense boundary, so React hydrates the prerendered page block by block, yielding to the
 * visitor's input in between, instead of in one long task. Each block sits in a slot that draws no
 * box: the markup of a block kept as prerendered is the slot's content, and edit mode (`npm start`)
 * finds a block's line in its page file by the slot's index.
 */
export function BlockList({ route, blocks, firstScreenBlocks, prerendered }: Props) {
  const handover = useHandover();
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    const slot: Slot = { name: `${route} ${key}`, index, handover };
    const kept = prerendered?.get(index);
    if (kept && !kept.acts)
      return <KeptMarkup key={`${key} prerendered`} as="div" className="block-slot" block={index} markup={kept.markup} slot={slot.name} handover={handover} />;
    // Under one key whether kept or drawn: a block drawn once reached keeps its state when the language changes.
    return <BlockByCode key={key} block={block} slot={slot} onFirstScreen={index < firstScreenBlocks} keptMarkup={kept?.markup} />;
  });
}

/** Where a block sits: its slot's name (the page, its position and type), its index, and what is handed over in it. */
interface Slot {
  name: string;
  index: number;
  handover: Handover;
}

function DrawnBlock({ block, slot, onFirstScreen }: { block: Block; slot: Slot; onFirstScreen: boolean }) {
  return (
    <div ref={slot.handover.drawn(slot.name)} className="block-slot" data-block={slot.index}>
      <BlockErrorBoundary blockType={block.type}>
        <Suspense fallback={null}>
          <BlockView block={block} index={slot.index} onFirstScreen={onFirstScreen} />
        </Suspense>
      </BlockErrorBoundary>
    </div>
  );
}

/**
 * A block drawn by its code; or, when its code acts and it is below the first screen of the page the
 * document holds (`keptMarkup`), kept as the build drew it until the visitor reaches it, then drawn
 * by its code, which is fetched then.
 */
function BlockByCode({ block, slot, onFirstScreen, keptMarkup }: { block: Block; slot: Slot; onFirstScreen: boolean; keptMarkup: string | undefined }) {
  const { store } = usePageLoading();
  const fetchCode = useCallback(
    (again: boolean) => {
      // Asked again after a failure: the store forgets it, and asks the network again.
      if (again) store.retry();
      return store.block(block.type);
    },
    [store, block.type],
  );
  const { code, reached } = useCodeWhenReached(fetchCode);
  const arrived = useArrived(code);
  if (keptMarkup === undefined || arrived) return <DrawnBlock block={block} slot={slot} onFirstScreen={onFirstScreen} />;
  return (
    <KeptMarkup as="div" className="block-slot" block={slot.index} markup={keptMarkup} slot={slot.name} handover={slot.handover} onReached={reached} whenSeen />
  );
}

/**
 * The markup of each block in prerendered `markup` (the build's, as the document holds it), by
 * its index on the page: what ContentStore.keepPrerendered keeps.
 */
export function prerenderedBlocks(markup: ParentNode): Map<number, string> {
  const blocks = new Map<number, string>();
  for (const slot of markup.querySelectorAll<HTMLElement>('.block-slot[data-block]')) blocks.set(Number(slot.dataset.block), slot.innerHTML);
  return blocks;
}

function BlockView({ block, index, onFirstScreen }: { block: Block } & BlockPosition) {
  const Component = use(usePageLoading().store.block(block.type));
  // oxlint-disable-next-line react-hooks-js/static-components -- the store loads each type's component once and hands back that same one on every render
  return <Component block={block} index={index} onFirstScreen={onFirstScreen} />;
}
