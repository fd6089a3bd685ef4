import type { Page, Request, Route } from '@playwright/test';
import { readSite } from '../support/site-model.ts';
import { emailSdkVersion, expect, failedRequestLogs, test } from './fixtures.ts';
import { e2eSites } from './sites.ts';

const { emailjs } = readSite(e2eSites.fixture.root).site.forms;

const provider = 'https://api.emailjs.com/api/v1.0/email/send-form';
const values = {
  Name: 'Lucía Fernández',
  Email: 'lucia@industrias-example.es',
  Phone: '+34 600 123 456',
  Subject: 'Migración de nuestro ERP',
  Message: 'Queremos llevar el ERP a la nube antes de septiembre. ¿Podéis ayudarnos? 🚀',
};

/** The multipart body the SDK posted, parsed as the provider would. */
function postedForm(request: Request): Promise<FormData> {
  return new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
    headers: { 'content-type': request.headers()['content-type']! },
  }).formData();
}

const field = (page: Page, name: string) => page.locator('form.contact-form__form').getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: /Send message|Sending/ });

async function fillForm(page: Page) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

async function expectValuesKept(page: Page) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, name)).toHaveValue(value);
}

/** Captures what the SDK posts and answers as `respond` says. */
function interceptProvider(page: Page, respond: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  void page.route(provider, async (route) => {
    requests.push(route.request());
    await respond(route);
  });
  return requests;
}

test.use({ expectedConsoleErrors: failedRequestLogs });

test.beforeEach(async ({ page, at }) => {
  await page.goto(at.url('contact'));
  await expect(page.locator('h1')).toHaveText('Contact');
});

test('sends the five fields plus the SDK fields, says so in role=status and clears the form', async ({ page }) => {
  const requests = interceptProvider(page, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();
  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = await postedForm(request);
  expect([...body.keys()]).toEqual(['user_name', 'user_email', 'user_phone', 'user_subject', 'message', 'lib_version', 'service_id', 'template_id', 'user_id']);
  expect(Object.fromEntries(body)).toMatchObject({
    user_name: values.Name,
    user_email: values.Email,
    user_phone: values.Phone,
    user_subject: values.Subject,
    message: values.Message,
    lib_version: emailSdkVersion,
    service_id: emailjs.serviceId,
    template_id: emailjs.contactTemplateId,
    user_id: emailjs.publicKey,
  });
  for (const name of Object.keys(values)) await expect(field(page, name)).toHaveValue('');
});

for (const status of [400, 500]) {
  test(`a ${status} from the provider is explained, keeps every value, and a retry sends`, async ({ page }) => {
    let answer = status;
    const requests = interceptProvider(page, (route) =>
      route.fulfill({ status: answer, contentType: 'text/plain', body: answer === 200 ? 'OK' : 'The Public Key is invalid.' }),
    );
    await fillForm(page);
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Our email service did not accept the message');
    await expectValuesKept(page);
    answer = 200;
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(requests).toHaveLength(2);
  });
}

test('a dropped connection is explained as such, keeps every value, and a retry sends', async ({ page }) => {
  let online = false;
  const requests = interceptProvider(page, (route) => (online ? route.fulfill({ status: 200, body: 'OK' }) : route.abort('internetdisconnected')));
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText('the connection was lost');
  await expectValuesKept(page);
  online = true;
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  expect(requests).toHaveLength(2);
});

test('while a slow answer is pending the button is disabled, shows progress, and a double click sends once', async ({ page }) => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const requests = interceptProvider(page, async (route) => {
    await answered;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await fillForm(page);
  await sendButton(page).dblclick();
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveText('Sending…');
  // Answered only once the first message has reached the provider: a second send would have left with it.
  await expect.poll(() => requests.length).toBe(1);
  release();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
  expect(requests).toHaveLength(1);
});

test('a second message within the send limit is refused with a clear message', async ({ page }) => {
  const requests = interceptProvider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText(/Too many messages were sent in a short time.*You can send it again in \d seconds/);
  await expectValuesKept(page);
  expect(requests).toHaveLength(1);
});

test('a refusal that echoes what the visitor typed leaves none of it in the console', async ({ page }) => {
  const logged: Promise<string>[] = [];
  page.on('console', (message) =>
    logged.push(Promise.all(message.args().map((arg) => arg.jsonValue())).then((args) => `${message.text()} ${JSON.stringify(args)}`)),
  );
  interceptProvider(page, (route) =>
    route.fulfill({ status: 400, contentType: 'text/plain', body: `Invalid recipient ${values.Email} (${values.Name}, ${values.Phone}): ${values.Subject}` }),
  );
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Our email service did not accept the message');
  const console = (await Promise.all(logged)).join('\n');
  expect(console).toContain('Send failed');
  expect(console).toContain('"status":400');
  for (const value of [values.Email, 'lucia', values.Name, values.Phone, values.Subject]) expect(console).not.toContain(value);
});

test('a 429 says when the message can be sent again, and nothing is sent before then', async ({ page, at }) => {
  await page.clock.install();
  await page.goto(at.url('contact'));
  let answer = 429;
  const requests = interceptProvider(page, (route) => route.fulfill({ status: answer, body: answer === 200 ? 'OK' : 'Too Many Requests' }));
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText(/You can send it again in (10|[1-9]) seconds; everything you typed is still here/);
  await expectValuesKept(page);
  await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
  answer = 200;
  // Pressed all the same (Playwright waits for an aria-disabled button to be enabled, unless forced).
  await sendButton(page).click({ force: true });
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('alert')).toContainText(/Puedes volver a enviarlo dentro de (10|[1-9]) segundos/);
  expect(requests).toHaveLength(1);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole('alert')).toContainText('Puedes volver a enviarlo ahora');
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'enviado' })).toBeVisible();
  expect(requests).toHaveLength(2);
});

test('a double click after a failure that comes back at once sends once', async ({ page }) => {
  let answered!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const requests = interceptProvider(page, async (route) => {
    await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
    answered();
  });
  await fillForm(page);
  const box = (await sendButton(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await firstAnswer;
  // The second click of the double click, well within a double-click interval, once the failure is in.
  await page.waitForTimeout(100);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(page.getByRole('alert')).toContainText('Our email service did not accept the message');
  await expect(sendButton(page)).toBeEnabled();
  expect(requests).toHaveLength(1);
});

test('the honeypot silently drops a bot: it looks sent, nothing is sent', async ({ page }) => {
  const requests = interceptProvider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await fillForm(page);
  await page
    .locator('.form-trap input')
    .first()
    .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  expect(requests).toHaveLength(0);
});

test('errors stand next to their fields, in the page language, and focus moves to the first', async ({ page }) => {
  const requests = interceptProvider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await field(page, 'Name').fill('Lucía');
  await field(page, 'Email').fill('lucia-at-example');
  await sendButton(page).click();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field(page, 'Email').getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Enter an email address such as name@company.com.');
  await expect(page.locator('.field__error')).toHaveCount(4);

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Escribe una dirección de correo como nombre@empresa.com.');
  expect(requests).toHaveLength(0);
});

test('long and unusual input (5,000 characters, emoji, right-to-left text) is sent intact', async ({ page }) => {
  const requests = interceptProvider(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await fillForm(page);
  const message = `مرحبا بكم — 你好 — 👩🏽‍💻 `.padEnd(5000, 'x');
  await field(page, 'Message').fill(message);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent successfully' })).toBeVisible();
  const request = requests[0]!;
  const body = await postedForm(request);
  expect(body.get('message')).toBe(message);
});
