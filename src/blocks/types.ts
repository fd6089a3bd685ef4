import type { Block, BlockType } from '../shared/content.ts';

/** Where a block is on its page, as its component receives it. */
export interface BlockPosition {
  index: number;
  /**
   * Whether the block starts on the first screen, before any scrolling: the page's first block, or
   * the one right after a title banner. Its largest image then loads at once rather than lazily.
   */
  onFirstScreen: boolean;
}

/** Props every block component receives: its own YAML data, and its position on the page. */
export interface BlockProps<T extends BlockType> extends BlockPosition {
  block: Extract<Block, { type: T }>;
}
