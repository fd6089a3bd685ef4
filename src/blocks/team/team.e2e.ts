import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** A card per person, titled by an h3 with the name (a link named by it when there is a profile); the photo, described by that name, is square and whole. */
export const check: BlockCheck<'team'> = async ({ element, block, page }) => {
  const people = element.getByRole('listitem');
  await expect(people).toHaveCount(block.members.length);
  for (const [index, member] of block.members.entries()) {
    const person = people.nth(index);
    const name = page.texts[member.name]!;
    await expect(person.getByRole('heading', { level: 3 })).toContainText(name);
    await expect(person.getByRole('link')).toHaveCount(member.link ? 1 : 0);
    const photo = person.locator('img');
    await expect(photo).toHaveAttribute('alt', '');
    const box = await photo.boundingBox();
    expect(box && Math.abs(box.width - box.height) < 1, `${name}: the photo is drawn square`).toBe(true);
  }
};
