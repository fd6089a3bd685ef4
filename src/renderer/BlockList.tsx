import { Suspense, use } from 'react';
import { usePageLoading } from './loading-context.ts';
import type { BlockPosition } from './block-props.ts';
import type { Block } from '../shared/content.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';

/**
 * Renders a page's blocks in order, each through the component the registry names for its type.
 * The page's load includes those components, so nothing suspends here; each block is still its own
 * Suspense boundary, so React hydrates the prerendered page block by block, yielding to the
 * visitor's input in between, instead of in one long task.
 */
export function BlockList({ blocks, firstScreenBlocks }: { blocks: readonly Block[]; firstScreenBlocks: number }) {
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    const view = (
      <BlockErrorBoundary key={key} blockType={block.type}>
        <Suspense fallback={null}>
          <BlockView block={block} index={index} onFirstScreen={index < firstScreenBlocks} />
        </Suspense>
      </BlockErrorBoundary>
    );
    // `npm start` only: edit mode finds the block's line in its page file by its index (src/edit-mode/client/).
    // The wrapper draws no box, so the page looks the same; the build leaves it out.
    return import.meta.env.DEV ? (
      <div key={key} data-dev-block={index} style={{ display: 'contents' }}>
        {view}
      </div>
    ) : (
      view
    );
  });
}

function BlockView({ block, index, onFirstScreen }: { block: Block } & BlockPosition) {
  const Component = use(usePageLoading().store.block(block.type));
  // oxlint-disable-next-line react-hooks-js/static-components -- the store loads each type's component once and hands back that same one on every render
  return <Component block={block} index={index} onFirstScreen={onFirstScreen} />;
}
