import { expect, type Locator } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/**
 * docs/BEHAVIOUR.md#questions-and-answers: every question starts closed, is reached with Tab,
 * named by its question and announced as collapsed or expanded; Enter opens it and shows its
 * answer, whose links Tab then reaches (none while it is closed); Space closes it again.
 */
export const check: BlockCheck<'faq'> = async ({ element, block }) => {
  const questions = element.locator('summary');
  await expect(questions).toHaveCount(block.items.length);
  for (const [index] of block.items.entries()) {
    const question = questions.nth(index);
    const answer = element.locator('details').nth(index).locator('.faq__answer');
    const name = (await question.innerText()).trim();
    const links = answer.locator('a[href]');
    await expect(answer).toBeHidden();
    await expect(answer.getByRole('link')).toHaveCount(0);
    expect(await announced(element, name)).toEqual({ focusable: true, expanded: false });
    await question.focus();
    await question.press('Enter');
    await expect(answer).toBeVisible();
    expect(await announced(element, name)).toEqual({ focusable: true, expanded: true });
    if ((await links.count()) > 0) {
      await expect(answer.getByRole('link')).toHaveCount(await links.count());
      await question.press('Tab');
      await expect(links.first()).toBeFocused();
      await question.focus();
    }
    await question.press(' ');
    await expect(answer).toBeHidden();
  }
};

/** How the browser presents the question named `name` to screen readers: its accessibility tree, read through Chromium's DevTools protocol. */
async function announced(element: Locator, name: string): Promise<{ focusable: boolean; expanded: boolean } | undefined> {
  const page = element.page();
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const node = nodes.find((candidate) => candidate.role?.value === 'DisclosureTriangle' && candidate.name?.value === name);
    if (!node) return undefined;
    const property = (key: string) => node.properties?.find((entry) => entry.name === key)?.value.value === true;
    return { focusable: property('focusable'), expanded: property('expanded') };
  } finally {
    await session.detach();
  }
}
