import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** A card for every office of site.yaml. */
export const check: BlockCheck<'office-cards'> = async ({ element, site }) => {
  await expect(element.locator('.office-card')).toHaveCount(site.site.offices.length);
};
