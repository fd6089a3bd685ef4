import { readSite } from '../support/site-model.ts';
import { blockSetTag } from './block-sets.ts';
import { expect, test } from './fixtures.ts';
import { openAs, where } from './page-checks.ts';
import { e2eSites } from './sites.ts';

const fixture = readSite(e2eSites.fixture.root);
const { contact, header } = fixture.site;

test('the mobile menu opens with real links, closes on Escape and returns focus to its toggle', async ({ page, at }) => {
  await page.goto(at.url('services'));
  await expect(page.locator('h1')).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');

  const menu = page.locator('.mobile-menu');
  await expect(menu.locator('nav').getByRole('link')).toHaveText(header.menu.map((entry) => fixture.text('en', entry.label)));
  await expect(menu.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(menu.getByRole('link', { name: fixture.text('en', header.supportAction.label) })).toHaveAttribute('href', at.href(header.supportAction.link));
  await expect(menu.getByRole('button', { name: 'Español' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Tab stays inside the open menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu's code arrives on the click; once open, it takes focus to its first link.
  await expect(page.locator('.mobile-menu a').first()).toBeFocused();
  for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
  const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-menu, .menu-toggle')));
  expect(inside).toBe(true);
});

test('following a link closes the menu and shows the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('.mobile-menu').getByRole('link', { name: 'News' }).click();
  await expect(page.locator('h1')).toHaveText('News');
  await expect(page.locator('.mobile-menu')).toHaveCount(0);
});

/**
 * At 390 px (the mobile project), one route per set of blocks (tests/e2e/block-sets.ts) in each
 * language: the size of a tap target and the width of a page come from the stylesheets of its
 * blocks and of the shell, which every route with the same blocks shares. Every route is checked
 * at 320 px by tests/e2e/every-route.spec.ts.
 */
for (const language of fixture.languages) {
  test.describe(`every set of blocks in ${fixture.languageLabel(language)}`, () => {
    for (const route of fixture.routes) {
      test(
        `/${route.route}: every tap target is at least 44 px tall and wide enough to hit, and nothing scrolls sideways at 390 or 320 px`,
        blockSetTag(fixture, route),
        async ({ page, at }) => {
          await openAs(page, at, language, route.route);
          await expect(page.locator('main h1')).toBeVisible();
          const small = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea')]
              // A blog card's title link covers its whole card (::after), so the card is the target. A link
              // in a sentence of a formatted text is as tall as the line it stands in, like the words around it.
              .filter(
                (element) =>
                  element.offsetParent !== null &&
                  !element.closest('.form-trap, .visually-hidden, .skip-link') &&
                  !element.matches('.blog-card__more, .blog-card__title a, .formatted :is(p, li) a'),
              )
              .map((element) => ({ element, box: element.getBoundingClientRect() }))
              .filter(({ box }) => box.height < 44 || box.width < 24)
              .map(
                ({ element, box }) =>
                  `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
              ),
          );
          expect(small, `${where(page, fixture, route.route, language)}: tap targets too small`).toEqual([]);
          for (const width of [390, 320]) {
            await page.setViewportSize({ width, height: 640 });
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `${where(page, fixture, route.route, language)}: page width`,
            ).toBeLessThanOrEqual(width);
          }
        },
      );
    }
  });
}
