import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** Every slide of the YAML is drawn, each with its headline. */
export const check: BlockCheck<'hero-slider'> = async ({ element, block }) => {
  await expect(element.locator('.hero-slide__title')).toHaveCount(block.slides.length);
};
