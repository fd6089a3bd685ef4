// Generated from the block folders by `npm run generate`. Do not edit: a block is listed when its folder's code acts in the browser.
import type { BlockType } from '../shared/content.ts';

/**
 * The block types whose code acts once they are drawn (state, effects or event handlers in their
 * folder: a form, a slider, a map). Every other block draws markup and links only: on the page a
 * visitor opens first, it stays as prerendered and its code is not loaded (docs/PERFORMANCE.md#blocks-drawn-once).
 */
export const interactiveBlocks: ReadonlySet<BlockType> = new Set([
  'contact-form',
  'counters',
  'hero-slider',
  'office-map',
  'video',
]);
