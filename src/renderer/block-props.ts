import type { ComponentType } from 'react';
import type { Block, BlockType } from '../shared/content.ts';

/** Where a block is on its page, as its component receives it. */
export interface BlockPosition {
  index: number;
  /**
   * Whether the block starts on the first screen, before any scrolling (PageData.firstScreenBlocks).
   * Its largest image then loads at once rather than lazily.
   */
  onFirstScreen: boolean;
}

/** Props every block component receives: its own YAML data, and its position on the page. */
export interface BlockProps<T extends BlockType> extends BlockPosition {
  block: Extract<Block, { type: T }>;
}

/** Loads one block's component (src/blocks/registry.ts): each block is its own chunk, fetched only by pages that use it. */
type BlockLoader<T extends BlockType> = () => Promise<ComponentType<BlockProps<T>>>;

/** A loader for every block type. */
export type BlockLoaders = { [T in BlockType]: BlockLoader<T> };
