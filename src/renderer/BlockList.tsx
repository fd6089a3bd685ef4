import type { ComponentType } from 'react';
import { blockRegistry } from '../blocks/registry.ts';
import type { Block } from '../shared/content.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';

/** Renders a page's blocks in order, each through the component the registry names for its type. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    const Component = blockRegistry[block.type] as ComponentType<{ block: Block; index: number }>;
    return (
      <BlockErrorBoundary key={`${index}-${block.type}`} blockType={block.type}>
        <Component block={block} index={index} />
      </BlockErrorBoundary>
    );
  });
}
