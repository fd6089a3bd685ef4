import { Suspense, use } from 'react';
import { useSite } from '../app/site-context.ts';
import type { Block } from '../shared/content.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';

/**
 * Renders a page's blocks in order, each through the component the registry names for its type.
 * The page's load includes those components, so nothing suspends here; each block is still its own
 * Suspense boundary, so React hydrates the prerendered page block by block, yielding to the
 * visitor's input in between, instead of in one long task.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => (
    <BlockErrorBoundary key={`${index}-${block.type}`} blockType={block.type}>
      <Suspense fallback={null}>
        <BlockView block={block} index={index} />
      </Suspense>
    </BlockErrorBoundary>
  ));
}

function BlockView({ block, index }: { block: Block; index: number }) {
  const Component = use(useSite().store.block(block.type));
  // oxlint-disable-next-line react-hooks-js/static-components -- the store loads each type's component once and hands back that same one on every render
  return <Component block={block} index={index} />;
}
