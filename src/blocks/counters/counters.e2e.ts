import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** One figure per item of the YAML. */
export const check: BlockCheck<'counters'> = async ({ element, block }) => {
  await expect(element.locator('.counter')).toHaveCount(block.items.length);
};
