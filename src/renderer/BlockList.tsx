import { Suspense } from 'react';
import type { Block } from '../shared/content.ts';
import { blockComponent } from './block-components.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';

/**
 * Renders a page's blocks in order, each through the component the registry names for its type.
 * The page view loads those components (loadBlockComponents) before it renders the list. Each
 * block is its own Suspense boundary: nothing suspends, but React then hydrates the prerendered
 * page block by block, yielding to the visitor's input in between, instead of in one long task.
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
  const Component = blockComponent(block.type);
  // Inside the block's error boundary: a missing component costs this block, not the page.
  if (!Component) throw new Error(`The component of block "${block.type}" was rendered before it was loaded.`);
  return <Component block={block} index={index} />;
}
