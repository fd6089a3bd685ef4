import { readSite } from '../support/site-model.ts';
import { expect, failedRequestLogs, test } from './fixtures.ts';
import { languageControl } from './language-switch.ts';
import { e2eSites } from './sites.ts';

const fixture = readSite(e2eSites.fixture.root);

test.use({
  expectedConsoleErrors: new RegExp(`${failedRequestLogs.source}|ContentLoadError|HTTP 404|Network error|failed to render|The above error occurred`),
});

test('a new deployment under an open tab: one reload, then a friendly error with a retry, never a blank page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  // The content of the version this tab runs has been replaced by a newer deployment.
  await page.route('**/content/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  page.on('load', () => loads++);
  await page.locator('header nav').first().getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This page could not be loaded/);
  expect(loads).toBe(1);
  await page.unroute('**/content/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('h1')).toHaveText('About');
  await expect(page.locator('header nav').first().getByRole('link', { name: 'Services' })).toBeVisible();
});

test('Spanish texts failing to load: the page stays usable in English, says so, and the switch works on retry', async ({ page, at }) => {
  await page.goto(at.url('about'));
  await expect(page.locator('h1')).toHaveText('About');
  await page.route('**/content/*/es/**', (route) => route.abort('internetdisconnected'));
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('.language-switcher').getByRole('alert')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('About');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.unroute('**/content/*/es/**');
  await languageControl(page, at.routing, 'Español').click();
  await expect(page.locator('h1')).toHaveText('Nosotros');
});

test('a first visit whose texts cannot load shows a sentence and a retry, not keys', async ({ page, at }) => {
  await page.route('**/content/**', (route) => route.abort('internetdisconnected'));
  await page.goto(at.url('contact'));
  await expect(page.getByRole('alert')).toHaveText('This page could not be loaded. Check your connection and try again.');
  await page.unroute('**/content/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('h1')).toHaveText('Contact');
  await expect(page.locator('footer')).toContainText('All rights reserved');
});

test.describe('a block whose data is broken', () => {
  test.use({ expectedConsoleErrors: /Cannot read properties of null|failed to render/ });

  test('does not take the page down', async ({ page, at }) => {
    const counters = fixture.routes
      .find((route) => route.route === 'about')!
      .data.en!.blocks.flatMap((block) => (block.type === 'counters' ? block.items : []));
    await page.route('**/content/*/en/about.json', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { blocks: { type: string; skills?: unknown }[] };
      const skills = data.blocks.find((block) => block.type === 'skill-bars')!;
      skills.skills = null;
      await route.fulfill({ response, json: data });
    });
    // Reached from another page, its blocks are drawn by their code from that data (the page a visitor
    // opens first keeps most as the build drew them: docs/PERFORMANCE.md#blocks-drawn-once).
    await page.goto(at.url('contact'));
    await page.locator('header nav').first().getByRole('link', { name: 'About' }).click();
    await expect(page.locator('h1')).toHaveText('About');
    await expect(page.locator('.counter')).toHaveCount(counters.length);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test('a storm of clicks, back and forward ends on the right page', async ({ page, at }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  const menu = page.locator('header nav').first();
  // Home, then seven pages: four steps back and two forward land on the fifth of them, Services.
  for (const name of ['About', 'Services', 'News', 'Contact', 'Services', 'About', 'Contact']) {
    // oxlint-disable-next-line typescript/no-deprecated -- the clicks must come faster than pages load, and no other option says so yet
    await menu.getByRole('link', { name }).click({ noWaitAfter: true });
  }
  for (let i = 0; i < 4; i++) await page.evaluate(() => history.back());
  for (let i = 0; i < 2; i++) await page.evaluate(() => history.forward());
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === at.url('services'));
  await expect(page.locator('h1')).toHaveText('Services');
  await expect(menu.locator('[aria-current="page"]')).toHaveAttribute('href', at.href('/services'));
});

test('a provider that never answers: after 20 s the visitor is told, and keeps what they typed', async ({ page, at }) => {
  await page.clock.install();
  await page.route('https://api.emailjs.com/**', () => undefined);
  await page.goto(at.url('contact'));
  const form = page.locator('form.contact-form__form');
  const values = { Name: 'Ana', Email: 'ana@example.es', Phone: '600000000', Subject: 'Consulta', Message: 'Hola' };
  for (const [name, value] of Object.entries(values)) await form.getByRole('textbox', { name, exact: true }).fill(value);
  // The 20 s count starts with the request, once the sender's code has arrived: only then is the clock moved on.
  const asked = page.waitForRequest('https://api.emailjs.com/**');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await asked;
  await page.clock.fastForward(21_000);
  await expect(page.getByRole('alert')).toContainText('The email service is not answering');
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hola');
});
