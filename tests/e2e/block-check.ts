import type { Locator } from '@playwright/test';
import type { Block, BlockType, PageData } from '../../src/shared/content.ts';
import type { SiteModel } from '../support/site-model.ts';

/** What a block's own end-to-end check is given: where it is drawn, its YAML, its page, and how the page writes links. */
interface BlockCheckContext<T extends BlockType> {
  element: Locator;
  block: Extract<Block, { type: T }>;
  page: PageData;
  site: SiteModel;
  /** A link of the YAML (`/about`) as the page writes it. */
  href: (link: string) => string;
}

/**
 * What one kind of block must show beyond what every block does (every text of its YAML, every link):
 * a block folder's `<type>.e2e.ts` exports one as `check`, run by tests/e2e/every-route.spec.ts on
 * every route that draws that block.
 */
export type BlockCheck<T extends BlockType> = (context: BlockCheckContext<T>) => Promise<void>;

/** A check as every-route.spec.ts holds it, whatever its block's type: it runs each only on blocks of its own type. */
export type AnyBlockCheck = (context: BlockCheckContext<BlockType>) => Promise<void>;

/** The `href` of each link under `locator`, in order. */
export const hrefs = (locator: Locator) => locator.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
