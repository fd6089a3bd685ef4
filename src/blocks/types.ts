import type { Block, BlockType } from '../shared/content.ts';

/** Props every block component receives: its own YAML data, and its position on the page. */
export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  index: number;
}
