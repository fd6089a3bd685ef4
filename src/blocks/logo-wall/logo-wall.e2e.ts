import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/**
 * Each logo is described by its company's name, and a linked logo is a link named by it: another
 * website's opens apart (rel="noopener noreferrer"). Every logo is drawn whole, at its own proportions.
 */
export const check: BlockCheck<'logo-wall'> = async ({ element, block, page }) => {
  const items = element.getByRole('listitem');
  await expect(items).toHaveCount(block.logos.length);
  for (const [index, logo] of block.logos.entries()) {
    const item = items.nth(index);
    const name = page.texts[logo.name]!;
    const image = item.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    // Logos load as they come near the screen.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${name}: the logo arrives`).toBe(true);
    // Its box has the height of every logo; the logo fills it at its own proportions (or is fitted into it, when the box is narrower).
    const { box, natural, fit } = await image.evaluate((img: HTMLImageElement) => ({
      box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      natural: img.naturalWidth / img.naturalHeight,
      fit: getComputedStyle(img).objectFit,
    }));
    expect(Math.abs(box - natural) < 0.05 || (fit === 'contain' && box < natural), `${name}: drawn whole, at its own proportions`).toBe(true);
    if (!logo.link) {
      await expect(item.getByRole('link')).toHaveCount(0);
      continue;
    }
    const link = item.getByRole('link');
    await expect(link).toHaveAccessibleName(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    if (/^https?:/.test(logo.link)) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
};
