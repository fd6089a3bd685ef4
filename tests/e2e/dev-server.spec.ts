import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fixtureRoot } from '../support/site-copy.ts';
import { readSite } from '../support/site-model.ts';
import { DevProject } from './dev-project.ts';
import { emailSdkVersion, expect, failedRequestLogs, test } from './fixtures.ts';

/** `npm start` on a throwaway project whose content is the fixture site (DevProject). */
test.describe.configure({ mode: 'serial' });

const { emailjs } = readSite(fixtureRoot).site.forms;
let project: DevProject;
let root: string;
let url: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  project = new DevProject('dev-site-');
  root = project.root;
  // The newsletter goes to the site's own endpoint here, to test that mode and its anti-forgery header.
  edit('site.yaml', '  sendLimitSeconds: 10\n', '  sendLimitSeconds: 10\n  newsletterEndpoint: /api/newsletter\n');
  await project.start(browser);
  url = project.url;
});

test.afterAll(() => project.stop());

const edit = (file: string, from: string, to: string) => project.edit(file, from, to);

test('a text edit shows in the browser without a manual reload', async ({ page }) => {
  await page.goto(`${url}#/about`);
  await expect(page.locator('h1')).toHaveText('About');
  edit('locales/en/about.yaml', '  title: About\n', '  title: About our firm\n');
  await expect(page.locator('h1')).toHaveText('About our firm', { timeout: 15_000 });
});

test('npm start delivers a contact message to the local outbox, as EmailJS would', async ({ page }) => {
  await page.goto(`${url}#/contact`);
  const form = page.locator('form.contact-form__form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jorge Ruiz');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jorge@example.es');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+34 611 222 333');
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Auditoría de datos');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Necesitamos revisar la calidad de nuestros datos de clientes.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  const outbox = join(root, 'outbox');
  expect(existsSync(outbox)).toBe(true);
  const [file] = readdirSync(outbox);
  const stored = JSON.parse(readFileSync(join(outbox, file!), 'utf8')) as Record<string, string>;
  expect(stored).toMatchObject({ user_name: 'Jorge Ruiz', user_email: 'jorge@example.es', template_id: emailjs.contactTemplateId, service_id: emailjs.serviceId, user_id: emailjs.publicKey, lib_version: emailSdkVersion });
});

test.describe('another site', () => {
  // Its pages are not the app: nothing there ever says it is ready, and the refusals are logged.
  test.use({ waitForApp: false, expectedConsoleErrors: failedRequestLogs });

test('a page on another port of this machine cannot post to the outbox, by fetch or by form', async ({ page }) => {
  const stored = () => (existsSync(join(root, 'outbox')) ? readdirSync(join(root, 'outbox')).length : 0);
  const before = stored();
  const target = `${url}api/v1.0/email/send-form`;
  const fields = { lib_version: '4.4.1', user_id: emailjs.publicKey, service_id: emailjs.serviceId, template_id: emailjs.contactTemplateId, user_name: 'Mallory', user_email: 'mallory@example.es', user_phone: '1', user_subject: 'x', message: 'x' };
  const inputs = Object.entries(fields).map(([name, value]) => `<input name="${name}" value="${value}">`).join('');
  const other = createHttpServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(request.url === '/form' ? `<form method="post" enctype="multipart/form-data" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>` : '<title>Another site</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    await page.goto(otherOrigin);
    // An opaque answer: the page cannot read it, but the request did reach the server.
    await page.evaluate(async ({ target, fields }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      await fetch(target, { method: 'POST', mode: 'no-cors', body });
    }, { target, fields });
    await page.goto(`${otherOrigin}/form`);
    await expect(page.locator('body')).toHaveText('The local outbox takes messages only from pages of this development server.');
    expect(stored()).toBe(before);
  } finally {
    other.close();
  }
});
});

test('a malformed address is answered 400 without a stack trace, and the server keeps serving', async ({ request }) => {
  for (const path of ['%E0%A4%A', 'content/dev/en/%E0%A4%A.json', 'src/%ZZ']) {
    const response = await request.get(`${url}${path}`);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toBe('Bad request: the address has a malformed %-escape.');
  }
  expect((await request.get(url)).status()).toBe(200);
});

test('the newsletter posts JSON to a relative endpoint with the anti-forgery header from the cookie', async ({ page, context }) => {
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'abc%20123', url }]);
  let headers: Record<string, string> = {};
  let body: unknown;
  await page.route('**/api/newsletter', (route) => {
    headers = route.request().headers();
    body = route.request().postDataJSON();
    return route.fulfill({ status: 204 });
  });
  await page.goto(url);
  await page.locator('footer').getByRole('textbox', { name: 'Your email address' }).fill('news@example.es');
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('footer').getByRole('status')).toContainText('you are subscribed');
  expect(headers['x-xsrf-token']).toBe('abc 123');
  expect(headers['content-type']).toBe('application/json');
  expect(body).toEqual({ email: 'news@example.es' });
});

test.describe('a refused sign-up', () => {
  test.use({ expectedConsoleErrors: failedRequestLogs });

  test('a 429 from the endpoint is waited out as its Retry-After says', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/api/newsletter', (route) => {
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: 'Too many sign-ups from news@example.es' });
    });
    await page.goto(url);
    const footer = page.locator('footer');
    await footer.getByRole('textbox', { name: 'Your email address' }).fill('news@example.es');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toContainText('You can send it again in 2 minutes');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-disabled', 'true');
    // Pressed all the same (Playwright waits for an aria-disabled button to be enabled, unless forced).
    await footer.getByRole('button', { name: 'Subscribe' }).click({ force: true });
    await footer.getByRole('textbox', { name: 'Your email address' }).press('Enter');
    // Longer than a send takes to leave: nothing has.
    await page.waitForTimeout(1500);
    await expect(footer.getByRole('alert')).toContainText('You can send it again in 2 minutes');
    expect(sent).toHaveLength(1);
  });
});

test('without a Maps key the contact page shows the place and a Google Maps link, and asks nothing', async ({ page }) => {
  await page.goto(`${url}#/contact`);
  await expect(page.locator('h1')).toHaveText('Contact');
  await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
});
