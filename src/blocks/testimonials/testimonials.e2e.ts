import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** Each quote a figure (docs/BEHAVIOUR.md#sections-and-headings): its words in a blockquote, its source in the caption, the photo described by the name beside it. */
export const check: BlockCheck<'testimonials'> = async ({ element, block }) => {
  const figures = element.getByRole('figure');
  await expect(figures).toHaveCount(block.items.length);
  for (const [index, item] of block.items.entries()) {
    const figure = figures.nth(index);
    await expect(figure.locator(':scope > blockquote')).toHaveCount(1);
    await expect(figure.locator(':scope > figcaption')).toHaveCount(1);
    const photo = figure.locator('figcaption img');
    await expect(photo).toHaveCount(item.photo ? 1 : 0);
    if (item.photo) {
      await expect(photo).toHaveAttribute('alt', '');
      expect(await photo.evaluate((image: HTMLImageElement) => image.width > 0 && image.height === image.width)).toBe(true);
    }
  }
};
