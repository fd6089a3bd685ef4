import type { Page, Route } from '@playwright/test';
import { chunksOf, recordScripts } from './fetched-scripts.ts';
import { expect, test } from './fixtures.ts';
import { languageControl } from './language-switch.ts';

/**
 * On the page a visitor opens first, the footer and the blocks below the first screen whose code
 * acts stay as the build drew them until the visitor reaches them; their code then draws them in
 * place, and what the visitor did meanwhile carries over (docs/PERFORMANCE.md#blocks-drawn-once).
 */

const fetched = (scripts: string[], component: string) => chunksOf(scripts, component).length > 0;

/** Holds the footer's code back until `release()`. */
async function holdFooterCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: Route[] = [];
  await page.route(/\/Footer-[^/]+\.js$/, async (route) => {
    asked.push(route);
    await released;
    await route.continue();
  });
  return { release, asked };
}

test('the footer and a contact form further down load no code until the visitor reaches them', async ({ page, at }) => {
  const scripts = recordScripts(page);
  await page.goto(at.url('contact'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  // The page is idle: nothing of theirs has come.
  await page.waitForLoadState('networkidle');
  expect(fetched(scripts, 'Footer') || fetched(scripts, 'ContactForm')).toBe(false);
  await expect(page.locator('footer').getByRole('link').first()).toBeVisible();

  await page.mouse.wheel(0, 300);
  await expect.poll(() => fetched(scripts, 'Footer') && fetched(scripts, 'ContactForm')).toBe(true);
  // Drawn by their code: the contact form answers a submit with its own checks.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused();
});

test('text typed in the kept footer, and the focus, carry over to the footer its code draws', async ({ page, at }) => {
  const footerCode = await holdFooterCode(page);
  await page.goto(at.url('news'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const input = page.locator('footer').getByRole('textbox', { name: 'Your email address' });
  await expect(page.locator('footer[data-kept]')).toHaveCount(1);
  await input.focus();
  await page.keyboard.type('maria@exa');
  await expect.poll(() => footerCode.asked.length).toBe(1);
  footerCode.release();
  await expect(page.locator('footer[data-kept]')).toHaveCount(0);
  await page.keyboard.type('mple.es');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('maria@example.es');
});

test('after a switch to another language and back, the footer stays as its code drew it, with what was typed in it', async ({ page, at }) => {
  await page.goto(at.url('news'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect(page.locator('footer[data-kept]')).toHaveCount(1);
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('footer').getByRole('textbox', { name: 'Tu correo electrónico' }).fill('maria@example.es');
  await languageControl(page, at.routing, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer[data-kept]')).toHaveCount(0);
  await expect(page.locator('footer').getByRole('textbox', { name: 'Your email address' })).toHaveValue('maria@example.es');
});

test('“Subscribe” pressed before the footer’s code arrived signs up once it has', async ({ page, at }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const footerCode = await holdFooterCode(page);
  await page.goto(at.url('news'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill('maria@example.es');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect(sent).toEqual([]);
  footerCode.release();
  await expect(footer.getByRole('status')).toContainText('you are subscribed');
  expect(sent).toHaveLength(1);
});

test('a page opened again where the visitor was draws the kept parts in view by their code, without a move', async ({ page, at }) => {
  await page.goto(at.url('contact'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer[data-kept]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('footer[data-kept]')).toHaveCount(0);
  await expect(page.locator('main [data-kept]').filter({ has: page.locator('form') })).toHaveCount(0);
});

test('a block whose code acts, on screen when the page opens, is drawn by its code without a move', async ({ page, at }) => {
  // A window tall enough to show the whole contact page at once.
  await page.setViewportSize({ width: 1280, height: 4000 });
  const scripts = recordScripts(page);
  await page.goto(at.url('contact'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await expect.poll(() => fetched(scripts, 'ContactForm')).toBe(true);
  await expect(page.locator('main [data-kept]').filter({ has: page.locator('form') })).toHaveCount(0);
  // The footer's drawing is the build's until it is reached: no code of it yet.
  expect(fetched(scripts, 'Footer')).toBe(false);
});
