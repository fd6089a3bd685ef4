import type { ComponentType } from 'react';
import { blockRegistry } from '../blocks/registry.ts';
import type { Block, BlockType } from '../shared/content.ts';

type AnyBlockComponent = ComponentType<{ block: Block; index: number }>;

const loaded = new Map<BlockType, AnyBlockComponent>();
const loading = new Map<BlockType, Promise<void>>();

/**
 * Fetches the components of `blocks` that have not arrived yet. A page renders only once they all
 * have, so a block never pops in after the rest (and hydration sees the same tree the server drew).
 */
export function loadBlockComponents(blocks: readonly Pick<Block, 'type'>[]): Promise<void> {
  return Promise.all(
    [...new Set(blocks.map((block) => block.type))].map((type) => {
      if (loaded.has(type)) return undefined;
      let pending = loading.get(type);
      if (!pending) {
        pending = blockRegistry[type]().then(
          (component) => {
            loaded.set(type, component as AnyBlockComponent);
          },
          (error: unknown) => {
            // Not cached: the retry after a network failure must fetch again.
            loading.delete(type);
            throw error;
          },
        );
        loading.set(type, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Whether every component `blocks` need has arrived, so the page can render at once. */
export function blockComponentsReady(blocks: readonly Pick<Block, 'type'>[]): boolean {
  return blocks.every((block) => loaded.has(block.type));
}

/** The component of a block type, once loaded. */
export function blockComponent(type: BlockType): AnyBlockComponent | undefined {
  return loaded.get(type);
}
