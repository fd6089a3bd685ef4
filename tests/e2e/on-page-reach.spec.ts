import type { Locator, Page } from '@playwright/test';
import { DevProject } from './dev-project.ts';
import { openInEditMode, panel, shownAfter } from './edit-mode.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every text within reach in edit mode, and a panel that keeps out of the way
 * (docs/BEHAVIOUR.md#editing-on-the-page): the panel's list of the page's texts, clicks that open
 * the text under the pointer or do what they do on the site, the panel folded or placed clear of
 * the text at hand, and the sections of a shared layout saying so. Driven by role and name, on one
 * dev server on a copy of the fixture site; nothing here writes a file.
 */
test.describe.configure({ mode: 'default' });

let project: DevProject;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('on-page-reach-');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const textDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit text' });
const englishBox = (page: Page) => textDialog(page).getByRole('group', { name: 'English', exact: true }).getByRole('textbox');
/** What a visitor reads: edit mode writes each text's key after it in invisible characters. */
const shown = (locator: Locator) => locator.evaluate((element) => (element.textContent ?? '').replace(/[\u200b-\u200f\u2060-\u206f\ufeff]/g, ''));

/** Opens the panel's list of the page's texts. */
async function textsOfThisPage(page: Page): Promise<Locator> {
  const button = panel(page).getByRole('button', { name: 'Texts of this page' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panel(page);
}

/** Whether the point at the middle of `locator` shows it, rather than the panel or anything else over it. */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return !!found && element.contains(found);
  });

/** Scrolls so that `locator`'s bottom is at 80% of the window's height: in its lower part, above the Edit mode button. */
const scrollToLowerPart = (locator: Locator) =>
  locator.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight * 0.8));

test.describe('every text within reach', () => {
  test('the list of the page’s texts holds a closed question’s answer and the page’s description, each opening Edit text', async ({ page }) => {
    await openInEditMode(page, url, 'contact');
    const list = await textsOfThisPage(page);
    const faq = list.getByRole('region', { name: 'Section 5, Questions and answers' });
    const answer = faq.getByRole('button', { name: /^Within one working day\. Sooner when you call\. not shown$/ });
    await answer.click();
    await expect(englishBox(page)).toHaveValue('Within one working day.\n\nSooner when you call.');
    await textDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(answer).toBeFocused();

    await list
      .getByRole('region', { name: 'The page itself' })
      .getByRole('button', { name: /^Write to \{\{company\}\} or visit one of our offices\./ })
      .click();
    await expect(englishBox(page)).toHaveValue('Write to {{company}} or visit one of our offices.');
    await textDialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  test('a card’s teaser in the blog list: in the list of texts, and a click on it opens it, not the title', async ({ page }) => {
    await openInEditMode(page, url, 'news');
    const teaser = page.locator('main .blog-card__teaser').first();
    const words = await shown(teaser);
    const list = await textsOfThisPage(page);
    await list.getByRole('region', { name: 'Section 2, Blog cards' }).getByRole('button', { name: words, exact: true }).click();
    await expect(englishBox(page)).toHaveValue(words);
    await textDialog(page).getByRole('button', { name: 'Cancel' }).click();

    // The card's link is stretched over the whole card: the click lands on the link, over the teaser's letters.
    await teaser.scrollIntoViewIfNeeded();
    const box = (await teaser.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + 10);
    await expect(englishBox(page)).toHaveValue(words);
    await textDialog(page).getByRole('button', { name: 'Cancel' }).click();
    // The title is still a click away, under the same link.
    const title = page.locator('main .blog-card__title').first();
    await title.getByRole('link').click();
    await expect(englishBox(page)).toHaveValue(await shown(title));
  });

  test('a click on a closed question’s arrow opens it, the answer then opens with a click; a click on the question’s words edits the question', async ({
    page,
  }) => {
    await openInEditMode(page, url, 'contact');
    const question = page.locator('main details').filter({ hasText: 'When do you answer?' });
    await question.locator('summary svg').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(textDialog(page)).toHaveCount(0);
    await question.getByText('Within one working day.').click();
    await expect(englishBox(page)).toHaveValue('Within one working day.\n\nSooner when you call.');
    await textDialog(page).getByRole('button', { name: 'Cancel' }).click();

    await question.getByText('When do you answer?').click();
    await expect(englishBox(page)).toHaveValue('When do you answer?');
  });

  test('the language switch shows the page in Spanish, edit mode still on, its texts opening as before', async ({ page }) => {
    await openInEditMode(page, url, 'about');
    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => shown(page.locator('main h1'))).toBe('Nosotros');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(textDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit mode' })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('main h1').click();
    await expect(textDialog(page).getByRole('group', { name: 'Español', exact: true }).getByRole('textbox')).toHaveValue('Nosotros');
  });
});

test.describe('shared layouts', () => {
  test('on an article, the sections say they are the article layout of every article, and Article settings is offered', async ({ page }) => {
    await openInEditMode(page, url, 'articles/cloud-costs');
    await expect(page.getByRole('group', { name: 'Section 1, Title banner' })).toContainText('Article layout — every article');
    await expect(panel(page)).toContainText('Article layout — every article');
    await expect(panel(page)).toContainText('The sections of this page are written in pages/article.yaml: a change to them changes every article.');
    await expect(panel(page).getByRole('button', { name: 'Article settings', exact: true })).toBeVisible();
  });

  test('on a page of its own, neither the layout’s words nor Article settings', async ({ page }) => {
    await openInEditMode(page, url, 'about');
    await expect(page.getByRole('group', { name: 'Section 1, Title banner' })).toBeVisible();
    await expect(page.getByText('Article layout — every article')).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Page settings', exact: true })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Article settings', exact: true })).toHaveCount(0);
  });
});

/** The panel's tests at a width: 1440 px on a desktop, 390 px on a phone. */
function panelTests(width: 1440 | 390) {
  const phone = width === 390;
  test.describe(`the panel at ${width} px`, () => {
    test.use(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } });

    test(`${phone ? 'starts folded' : 'starts open'}, folds and unfolds, stays folded while a save is drawn in place; axe finds nothing either way`, async ({
      page,
    }) => {
      // Two runs of axe and two edits drawn in place.
      test.setTimeout(60_000);
      await openInEditMode(page, url, 'contact');
      const hide = panel(page).getByRole('button', { name: 'Hide panel' });
      const showPanel = panel(page).getByRole('button', { name: 'Show panel' });
      const next = panel(page).getByRole('button', { name: 'Next text' });
      if (phone) await showPanel.click();
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      await expect(next).toBeVisible();
      await textsOfThisPage(page);
      expect(await axeViolations(page)).toEqual([]);

      await hide.click();
      await expect(showPanel).toHaveAttribute('aria-expanded', 'false');
      await expect(next).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      // Folded, it is a strip beside the Edit mode button.
      const strip = (await panel(page).boundingBox())!;
      const toggle = (await page.getByRole('button', { name: 'Edit mode' }).boundingBox())!;
      expect(strip.height).toBeLessThanOrEqual(toggle.height + 8);
      expect(strip.y + strip.height).toBeCloseTo(toggle.y + toggle.height, -1);

      const file = 'locales/en/contact.yaml';
      const before = project.read(file);
      await shownAfter(page, () => project.edit(file, 'question: When do you answer?', 'question: When do you reply?'));
      await expect(page.locator('main summary').first()).toContainText('When do you reply?');
      await expect(showPanel).toHaveAttribute('aria-expanded', 'false');
      await shownAfter(page, () => project.edit(file, 'question: When do you reply?', 'question: When do you answer?'));
      expect(project.read(file)).toBe(before);
      await showPanel.click();
      await expect(next).toBeVisible();
    });

    test('never over the text at hand: a question at the bottom left, folded, pointed at, or chosen in the list', async ({ page }) => {
      await openInEditMode(page, url, 'contact');
      const question = page.locator('main summary').filter({ hasText: 'Can we visit you?' });
      await scrollToLowerPart(question);
      if (!phone) await panel(page).getByRole('button', { name: 'Hide panel' }).click();
      expect(await onTop(question)).toBe(true);
      await panel(page).getByRole('button', { name: 'Show panel' }).click();

      if (!phone) {
        // Pointed at, the question sends the panel to the top.
        await question.hover();
        await expect.poll(() => onTop(question)).toBe(true);
        await page.mouse.move(5, 5);
      }
      const list = await textsOfThisPage(page);
      await list.getByRole('button', { name: 'Can we visit you?', exact: true }).click();
      await textDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeFocused();
      expect(await onTop(question)).toBe(true);
    });
  });
}

panelTests(1440);
panelTests(390);
