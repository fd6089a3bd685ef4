import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** One text block per item, each titled by an h3 (the section's own heading is its h2). */
export const check: BlockCheck<'text-section'> = async ({ element, block }) => {
  await expect(element.locator('.text-block h3')).toHaveCount(block.items.length);
};
