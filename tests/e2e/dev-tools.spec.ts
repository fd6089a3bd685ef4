import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DevProject } from './dev-project.ts';
import { axeViolations } from './page-checks.ts';
import { expect, test } from './fixtures.ts';

/**
 * What `npm start` adds for editors (docs/BEHAVIOUR.md#development-server): edit mode, and the
 * mistakes of the content told in their words. One dev server on a throwaway project whose content
 * is the fixture site (DevProject), edited the way an editor would.
 */
test.describe.configure({ mode: 'serial' });

let project: DevProject;
let root: string;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('dev-tools-');
  root = project.root;
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const read = (file: string) => project.read(file);
const edit = (file: string, from: string, to: string) => project.edit(file, from, to);
/** 1-based line and column of `marker` in `file`, plus `offset` columns. */
const place = (file: string, marker: string, offset = 0) => {
  const before = read(file).slice(0, read(file).indexOf(marker)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 + offset };
};
/**
 * Each editing step below waits for the page to show it: drawn in place (<html data-content-changes>
 * counts the changes drawn), or, where the site cannot be shown or can again, loaded anew (the page
 * after it may be a mistake's explanation, never ready).
 */
const shownAfter = async (page: Page, change: () => void) => {
  const before = await page.locator('html').getAttribute('data-content-changes');
  const loaded = page.waitForEvent('load', { timeout: 15_000 });
  change();
  const drawn = page.waitForFunction((count) => document.documentElement.getAttribute('data-content-changes') !== count, before, { timeout: 15_000 });
  await Promise.race([loaded, drawn]);
  // The other one never comes: its failure is no news.
  loaded.catch(() => {});
  drawn.catch(() => {});
};

test.describe('edit mode', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  });

  // One test per language; forEach rather than a loop, as each test reads `url` when it runs.
  (
    [
      ['en', 'About'],
      ['es', 'Nosotros'],
    ] as const
  ).forEach(([language, title]) => {
    test(`points a heading to its line and key, and opens that line in the editor from the panel (${language})`, async ({ page, context }) => {
      await context.addInitScript((lang) => localStorage.setItem('site.language', lang), language);
      const opened: string[] = [];
      // Vite's endpoint would start an editor: answered here, and recorded.
      await page.route(
        (address) => address.pathname === '/__open-in-editor',
        (route) => {
          opened.push(new URL(route.request().url()).searchParams.get('file')!);
          return route.fulfill({ status: 200, body: '' });
        },
      );
      await page.goto(`${url}#/about`);
      const heading = page.locator('main h1');
      await expect(heading).toHaveText(title);

      const toggle = page.getByRole('button', { name: 'Edit mode' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await heading.hover();

      const localeFile = `locales/${language}/about.yaml`;
      const text = place(localeFile, `title: ${title}`, 'title: '.length);
      const block = place('pages/about.yaml', 'type: title-banner');
      const panel = page.getByRole('region', { name: 'Edit mode' });
      await expect(panel.getByRole('button', { name: `${localeFile}:${text.line} · about.meta.title` })).toBeVisible();
      await expect(panel.getByRole('button', { name: `pages/about.yaml:${block.line} · section 1, Title banner` })).toBeVisible();
      await expect(panel.getByRole('button', { name: `pages/about.yaml:${place('pages/about.yaml', 'about.meta.title').line}`, exact: false })).toBeVisible();

      await panel.getByRole('button', { name: `${localeFile}:${text.line} · about.meta.title` }).click();
      await expect(panel.getByRole('status')).toContainText(`copied to the clipboard: ${localeFile}:${text.line}`);
      // The request to the editor's endpoint is sent without waiting for it; the clipboard is waited for.
      await expect.poll(() => opened).toEqual([`${root}/${localeFile}:${text.line}:${text.column}`]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${localeFile}:${text.line}`);
      // A click on the text itself edits it (tests/e2e/on-page-editing.spec.ts) instead of doing anything on the page.
      await heading.click();
      await expect(page.getByRole('dialog', { name: 'Edit text' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Edit text' })).toHaveCount(0);
      expect(new URL(page.url()).hash).toBe('#/about');

      if (language === 'en') expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Alt+Shift+E');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(panel).toHaveCount(0);
      // Off again, the page's texts are exactly what visitors get: no invisible marks.
      expect(await heading.evaluate((element) => element.textContent)).toBe(title);
    });
  });

  test('points any part of a formatted text to the line of the whole text, and steps over it as one text', async ({ page }) => {
    await page.goto(`${url}#/articles/first-steps`);
    await page.keyboard.press('Alt+Shift+E');
    const panel = page.getByRole('region', { name: 'Edit mode' });
    const text = place('locales/en/news.yaml', 'body: |-', 'body: '.length);
    const button = panel.getByRole('button', { name: `locales/en/news.yaml:${text.line} · news.firstSteps.body` });
    // A word of a list item, deep inside the text, and a link: both are the article's body.
    await page.locator('article li li').first().hover();
    await expect(button).toBeVisible();
    await page.locator('article').getByRole('link', { name: 'consulting projects' }).hover();
    await expect(button).toBeVisible();
    await expect(panel).toContainText('Start with one system that matters but can wait an hour. Pick the first');
    // The next text after the body is outside it: the body is one text, not one per paragraph.
    await panel.getByRole('button', { name: 'Next text' }).press('Enter');
    await expect(button).toHaveCount(0);
    await panel.getByRole('button', { name: 'Previous text' }).press('Enter');
    await expect(button).toBeVisible();
  });

  test('from the keyboard: the shortcut, a focused menu link with its site.yaml line, and stepping through the texts', async ({ page }) => {
    await page.goto(`${url}#/about`);
    await page.keyboard.press('Alt+Shift+E');
    await expect(page.getByRole('button', { name: 'Edit mode' })).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('region', { name: 'Edit mode' });

    await page.locator('header nav').getByRole('link', { name: 'About' }).focus();
    const text = place('locales/en/common.yaml', 'about: About');
    await expect(panel.getByRole('button', { name: `locales/en/common.yaml:${text.line} · common.nav.about` })).toBeVisible();
    await expect(panel.getByRole('button', { name: `site.yaml:${place('site.yaml', 'common.nav.about').line}` })).toBeVisible();

    // Texts that cannot take focus are reached by stepping from one text to the next.
    await panel.getByRole('button', { name: 'Next text' }).press('Enter');
    const next = place('locales/en/common.yaml', 'services: Services');
    await expect(panel.getByRole('button', { name: `locales/en/common.yaml:${next.line} · common.nav.services` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('mistakes in the content', () => {
  test('one broken page: the others still show under a banner that names the mistake; its own address shows the mistake; fixed, all is back', async ({
    page,
  }) => {
    await page.goto(`${url}#/services`);
    await expect(page.locator('main h1')).toHaveText('Services');

    await shownAfter(page, () => edit('pages/about.yaml', 'type: counters', 'type: counter'));
    const at = place('pages/about.yaml', 'type: counter', 'type: '.length);
    const banner = page.getByRole('alert').filter({ hasText: 'A mistake in the content' });
    await expect(banner).toContainText('#/about cannot be shown until it is fixed');
    await expect(banner.getByRole('button', { name: `pages/about.yaml:${at.line}:${at.column}` })).toBeVisible();
    await expect(banner).toContainText('Unknown block type "counter".');
    await expect(banner).toContainText('How to fix: Did you mean "counters"?');
    await expect(page.locator('main h1')).toHaveText('Services');
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('header nav').getByRole('link', { name: 'About' }).click();
    await expect(page.locator('main h1')).toHaveText('This page cannot be shown: pages/about.yaml has a mistake');
    await expect(page.locator('main')).toContainText('Unknown block type "counter".');

    await page.getByRole('button', { name: 'Hide for this session' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('This page cannot be shown: pages/about.yaml has a mistake');
    await expect(banner).toHaveCount(0);

    await shownAfter(page, () => edit('pages/about.yaml', 'type: counter', 'type: counters'));
    await expect(page.locator('main h1')).toHaveText('About');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('the whole site', () => {
    test.use({ waitForApp: false });

    test('a mistake in site.yaml fills the screen in plain words, without Vite’s overlay, and the site is back once it is fixed', async ({ page }) => {
      await page.goto(`${url}#/about`);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await shownAfter(page, () => edit('site.yaml', 'copyrightYear: 2021', 'copyrightYear: twenty'));
      const at = place('site.yaml', 'twenty');
      const screen = page.locator('main');
      await expect(page.locator('h1')).toHaveText('The site cannot be shown until this mistake is fixed');
      await expect(screen.getByRole('button', { name: `site.yaml:${at.line}:${at.column}` })).toBeVisible();
      await expect(screen).toContainText('Expected a whole number here but found the text "twenty".');
      await expect(screen).toContainText('How to fix: Year in the footer');
      await expect(page.locator('vite-error-overlay')).toHaveCount(0);
      const words = await page.locator('body').innerText();
      expect(words).not.toMatch(/vite\.config|hmr|overlay/i);
      expect(words).not.toMatch(/\bat \S+ \(|\.[jt]sx?:\d+:\d+|node_modules/);
      expect(await axeViolations(page)).toEqual([]);

      await shownAfter(page, () => edit('site.yaml', 'copyrightYear: twenty', 'copyrightYear: 2021'));
      await expect(page.locator('main h1')).toHaveText('About');
    });

    test('a file beyond the parser’s limits never brings a server error or a stack trace', async ({ page, request }) => {
      await page.goto(`${url}#/about`);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      const aliases = [
        'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
        ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
      ];
      await shownAfter(page, () => writeFileSync(join(root, 'pages/aliases.yaml'), `route: aliases\n${aliases.join('\n')}\n`));
      for (const address of ['', 'content/dev/en/about.json', '@id/__x00__virtual:site', '@id/__x00__virtual:dev-problems']) {
        expect((await request.get(`${url}${address}`)).status(), address).toBeLessThan(500);
      }
      await expect(page.locator('body')).toContainText('pages/aliases.yaml');
      expect(await page.locator('body').innerText()).not.toMatch(/\bat \S+ \(|\.[jt]sx?:\d+:\d+|node_modules/);

      await shownAfter(page, () => rmSync(join(root, 'pages/aliases.yaml')));
      await expect(page.locator('main h1')).toHaveText('About');
    });
  });
});
