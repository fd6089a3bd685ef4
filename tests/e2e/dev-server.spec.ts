import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { testPhoto, writeBinary } from '../support/photos.ts';
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
/**
 * The code editor, as Vite's open-in-editor endpoint starts it (LAUNCH_EDITOR, read when a file is
 * opened): a script that writes down each file it is asked to open, with its line and column.
 */
const editor = { dir: '', log: '', before: process.env.LAUNCH_EDITOR };
const opened = () => (existsSync(editor.log) ? readFileSync(editor.log, 'utf8').split('\n').filter(Boolean) : []);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  editor.dir = mkdtempSync(join(tmpdir(), 'dev-editor-'));
  editor.log = join(editor.dir, 'opened.log');
  const script = join(editor.dir, 'record-editor.sh');
  writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${editor.log}'\n`);
  chmodSync(script, 0o755);
  process.env.LAUNCH_EDITOR = script;
  project = new DevProject('dev-site-');
  root = project.root;
  // The newsletter goes to the site's own endpoint here, to test that mode and its anti-forgery header.
  edit('site.yaml', '  sendLimitSeconds: 10\n', '  sendLimitSeconds: 10\n  newsletterEndpoint: /api/newsletter\n');
  await project.start(browser);
  url = project.url;
});

test.afterAll(async () => {
  if (editor.before === undefined) delete process.env.LAUNCH_EDITOR;
  else process.env.LAUNCH_EDITOR = editor.before;
  rmSync(editor.dir, { recursive: true, force: true });
  await project.stop();
});

/** Runs `use` with another site on another port of this machine, whose pages `answer` serves. */
async function withAnotherSite(answer: RequestListener, use: (origin: string) => Promise<void>): Promise<void> {
  const other = createHttpServer(answer);
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(other.address() as AddressInfo).port}`);
  } finally {
    other.close();
  }
}

/**
 * Waits until the editor was asked to open `sentinel` (asked by a program on this machine, which
 * may), then gives every file it was asked to open since `before` opened files: a refused request
 * that reached Vite's endpoint would show before it.
 */
async function openedSince(before: number, request: APIRequestContext): Promise<string[]> {
  const sentinel = `${realpathSync(root)}/site.yaml`;
  expect((await request.get(`${url}__open-in-editor?file=${encodeURIComponent(`${sentinel}:2:2`)}`)).status()).toBe(200);
  await expect.poll(() => opened().slice(before).includes(`${sentinel} 2 2`), { timeout: 10_000 }).toBe(true);
  return opened()
    .slice(before)
    .filter((line) => line !== `${sentinel} 2 2`);
}

const edit = (file: string, from: string, to: string) => project.edit(file, from, to);

test('a text edit shows in the browser without a manual reload', async ({ page }) => {
  await page.goto(`${url}#/about`);
  await expect(page.locator('h1')).toHaveText('About');
  edit('locales/en/about.yaml', '  title: About\n', '  title: About our firm\n');
  await expect(page.locator('h1')).toHaveText('About our firm', { timeout: 15_000 });
});

test('a new primary colour in site.yaml recolours the buttons in the browser without a manual reload', async ({ page }) => {
  await page.goto(url);
  const button = page.locator('main .button--primary').first();
  await expect(button).toHaveCSS('background-color', 'rgb(24, 73, 169)');
  edit('site.yaml', '\ncontact:', '\nbrand:\n  colors:\n    primary: "#1b6e3a"\n\ncontact:');
  await expect(button).toHaveCSS('background-color', 'rgb(27, 110, 58)', { timeout: 15_000 });
  edit('site.yaml', '\nbrand:\n  colors:\n    primary: "#1b6e3a"\n', '');
  await expect(button).toHaveCSS('background-color', 'rgb(24, 73, 169)', { timeout: 15_000 });
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
  expect(stored).toMatchObject({
    user_name: 'Jorge Ruiz',
    user_email: 'jorge@example.es',
    template_id: emailjs.contactTemplateId,
    service_id: emailjs.serviceId,
    user_id: emailjs.publicKey,
    lib_version: emailSdkVersion,
  });
});

test.describe('another site', () => {
  // Its pages are not the app: nothing there ever says it is ready, and the refusals are logged, the
  // browser's own too (the development server gives no CORS grant: vite.config.ts).
  test.use({ waitForApp: false, expectedConsoleErrors: new RegExp(`${failedRequestLogs.source}|blocked by CORS policy`) });

  test('a page on another port of this machine cannot post to the outbox, by fetch or by form', async ({ page }) => {
    const stored = () => (existsSync(join(root, 'outbox')) ? readdirSync(join(root, 'outbox')).length : 0);
    const before = stored();
    const target = `${url}api/v1.0/email/send-form`;
    const fields = {
      lib_version: '4.4.1',
      user_id: emailjs.publicKey,
      service_id: emailjs.serviceId,
      template_id: emailjs.contactTemplateId,
      user_name: 'Mallory',
      user_email: 'mallory@example.es',
      user_phone: '1',
      user_subject: 'x',
      message: 'x',
    };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input name="${name}" value="${value}">`)
      .join('');
    const pages: RequestListener = (request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        request.url === '/form'
          ? `<form method="post" enctype="multipart/form-data" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>`
          : '<title>Another site</title>',
      );
    };
    await withAnotherSite(pages, async (otherOrigin) => {
      await page.goto(otherOrigin);
      // An opaque answer: the page cannot read it, but the request did reach the server.
      await page.evaluate(
        async ({ target, fields }) => {
          const body = new FormData();
          for (const [name, value] of Object.entries(fields)) body.append(name, value);
          await fetch(target, { method: 'POST', mode: 'no-cors', body });
        },
        { target, fields },
      );
      await page.goto(`${otherOrigin}/form`);
      await expect(page.locator('body')).toHaveText('The local outbox takes messages only from pages of this development server.');
      expect(stored()).toBe(before);
    });
  });

  test('a page on another port of this machine cannot open a file in the editor, by fetch, image or link', async ({ page, request }) => {
    const before = opened().length;
    const ask = (file: string) => `${url}__open-in-editor?file=${encodeURIComponent(file)}`;
    const inProject = `${root}/site.yaml:1:1`;
    await withAnotherSite(
      (_request, response) => response.end('<title>Another site</title>'),
      async (otherOrigin) => {
        await page.goto(otherOrigin);
        await page.evaluate(
          async (addresses) => {
            for (const address of addresses) {
              await fetch(address, { mode: 'no-cors' });
              await new Promise((done) => Object.assign(document.createElement('img'), { src: address, onerror: done, onload: done }));
            }
          },
          [ask(inProject), ask('/etc/hostname')],
        );
        await page.evaluate((address) => (location.href = address), ask(inProject));
        await expect(page.locator('body')).toHaveText('The development server opens files in the editor only for its own pages.');
      },
    );
    expect(await openedSince(before, request)).toEqual([]);
  });

  test("a page on another port of this machine cannot save through edit mode's endpoints", async ({ page }) => {
    const file = 'locales/en/about.yaml';
    const before = project.read(file);
    const target = `${url}__edit-mode/save`;
    const save = JSON.stringify({ changes: [{ kind: 'set-text', key: 'about.meta.title', values: { en: 'Hacked' } }], versions: {} });
    const pages: RequestListener = (request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (request.url !== '/form') return void response.end('<title>Another site</title>');
      // A form can post any text without asking first; its answer shows in the window.
      response.end(
        `<form method="post" enctype="text/plain" action="${target}"><input name='${save.slice(0, -1)}, "x": "' value='"}'></form><script>document.forms[0].submit()</script>`,
      );
    };
    await withAnotherSite(pages, async (otherOrigin) => {
      await page.goto(`${otherOrigin}/form`);
      await expect(page.locator('body')).toHaveText(
        JSON.stringify({ status: 'error', message: "The editor's endpoints answer only this development server's own pages." }),
      );
      // By fetch: without asking first (an opaque answer), and as JSON, which the browser does not send without a CORS grant: refused all the same.
      await page.goto(otherOrigin);
      const fetched = await page.evaluate(
        async ({ target, save }) => {
          await fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: save });
          const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: save }).catch(() => undefined);
          return response && { status: response.status, body: (await response.json()) as unknown };
        },
        { target, save },
      );
      // Undefined should the browser refuse to send it at all.
      expect([
        undefined,
        { status: 403, body: { status: 'error', message: "The editor's endpoints answer only this development server's own pages." } },
      ]).toContainEqual(fetched);
    });
    expect(project.read(file)).toBe(before);
  });
});

test('edit mode opens the line of the text it points to in the editor, through the real endpoint', async ({ page }) => {
  const before = opened().length;
  await page.goto(`${url}#/about`);
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await page.locator('main h1').hover();
  // A click on the text edits it on the page; the panel's place opens it in the code editor.
  const file = 'locales/en/about.yaml';
  await page
    .getByRole('region', { name: 'Edit mode' })
    .getByRole('button', { name: new RegExp(`^${file}:\\d+ · about\\.meta\\.title`) })
    .click();
  const lines = project.read(file).split('\n');
  const line = lines.findIndex((text) => text.startsWith('  title: About')) + 1;
  const column = lines[line - 1]!.indexOf('About') + 1;
  await expect.poll(() => opened().slice(before), { timeout: 10_000 }).toEqual([`${realpathSync(root)}/${file} ${line} ${column}`]);
});

test('a program on this machine may open files of the project, and nothing else', async ({ request }) => {
  const before = opened().length;
  const outside = join(editor.dir, 'outside.yaml');
  writeFileSync(outside, 'not the project');
  symlinkSync(outside, join(root, 'leads-out.yaml'));
  const endpoint = '__open-in-editor';
  const refused = [
    [endpoint, `${root}/../${basename(editor.dir)}/outside.yaml:1:1`],
    [endpoint, '../../../../../../etc/hostname'],
    [endpoint, outside],
    [endpoint, `file://${outside}`],
    [endpoint, `file://${root}/site.yaml`],
    [endpoint, `${root}/leads-out.yaml:1:1`],
    [endpoint, `${root}/no-such-file.yaml:1:1`],
    // The same address in the other spellings Vite's router takes.
    [`${endpoint}/`, outside],
    [`${endpoint}.json`, outside],
    [endpoint.toUpperCase(), outside],
  ];
  for (const [address, file] of refused) {
    const response = await request.get(`${url}${address}?file=${encodeURIComponent(file!)}`);
    expect([403, 404], `${address} ${file}`).toContain(response.status());
  }
  expect((await request.get(`${url}__open-in-editor?file=%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fhostname`)).status()).toBe(403);
  // A name under localhost passes Vite's own check of the Host, not this one.
  const renamed = await request.get(`${url}__open-in-editor?file=${encodeURIComponent(`${root}/site.yaml:1:1`)}`, {
    headers: { Host: `tools.localhost:${new URL(url).port}` },
  });
  expect({ status: renamed.status(), text: await renamed.text() }).toEqual({
    status: 403,
    text: "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].",
  });
  expect(await openedSince(before, request)).toEqual([]);
});

test("edit mode's endpoints answer this server's own page, and refuse another Host or Origin", async ({ page, request }) => {
  await page.goto(url);
  const own = await page.evaluate(async () => {
    const response = await fetch('/__edit-mode/site');
    return { status: response.status, body: (await response.json()) as { imagesFolder: string } };
  });
  expect(own).toMatchObject({ status: 200, body: { imagesFolder: 'images/uploads' } });
  const port = new URL(url).port;
  const refused = [
    // A name under localhost passes Vite's own check of the Host, not this one.
    [
      { Host: `tools.localhost:${port}` },
      "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].",
    ],
    [{ Origin: 'https://evil.example' }, "The editor's endpoints answer only this development server's own pages."],
    [{ 'Sec-Fetch-Site': 'cross-site' }, "The editor's endpoints answer only this development server's own pages."],
  ] as const;
  for (const [headers, message] of refused) {
    const response = await request.post(`${url}__edit-mode/undo`, { headers: { ...headers, 'Content-Type': 'application/json' }, data: '{}' });
    expect({ status: response.status(), body: (await response.json()) as unknown }, JSON.stringify(headers)).toEqual({
      status: 403,
      body: { status: 'error', message },
    });
  }
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

test('npm start shows the draft and the scheduled article, each with its badge, and serves the feeds as the build writes them', async ({ page, request }) => {
  // docs/BEHAVIOUR.md#drafts-and-scheduled-articles: the test site's draft, and its article dated 2099-06-01, newest first.
  await page.goto(`${url}#/news`);
  await expect(page.locator('.blog-card .status-badge')).toHaveText(['Scheduled: 2099-06-01', 'Draft']);
  await page.getByRole('link', { name: 'Draftmarker notes, not ready yet' }).click();
  await expect(page.locator('h1')).toHaveText('Draftmarker notes, not ready yet');
  await expect(page.locator('article .status-badge')).toHaveText('Draft');
  // The feeds list published articles only, at the addresses the build gives them.
  const feed = await request.get(`${url}news/rss.xml`);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<title>A data culture in practice</title>');
  expect(xml).not.toMatch(/draftmarker|futuremarker/i);
});

test('a photo added to a page shows as an AVIF copy the server makes when the page asks for it, and no other', async ({ page, request }) => {
  writeBinary(root, 'public/images/team.jpg', await testPhoto(1600, 1200));
  edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/team.jpg');
  await page.goto(url);
  const photo = page.locator('main picture img');
  await expect(photo).toHaveCount(1, { timeout: 15_000 });
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const current = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(current).toMatch(/^\/assets\/images\/team-[0-9a-f]{12}-\d+\.avif$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.style.backgroundImage.startsWith('url("data:image/webp;base64,'))).toBe(true);
  // A width the page data does not list, or a photo the site does not show, is no copy.
  expect((await request.get(`${url}${current.slice(1).replace(/-\d+\.avif$/, '-1000.avif')}`)).status()).toBe(404);
  expect((await request.get(`${url}assets/images/about-team-0123456789ab-800.avif`)).status()).toBe(404);
});
