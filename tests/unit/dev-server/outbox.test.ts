import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxLimits, outboxMiddleware, type OutboxLimits } from '../../../src/dev-server/outbox.ts';
import { projectRoot } from '../../support/site-copy.ts';

// The dev server's stand-in for EmailJS, behind a real HTTP server, asked as the SDK and as other pages would.
const account = { publicKey: 'public-key', serviceId: 'service_test', contactTemplateId: 'template_contact', newsletterTemplateId: 'template_newsletter' };
const settings = { forms: { emailjs: account, localOutbox: true, sendLimitSeconds: 10 } };
const contact = { user_name: 'Ana Ruiz', user_email: 'ana@example.es', user_phone: '+34 611 222 333', user_subject: 'Datos', message: 'Hola.' };
const envelope = { lib_version: '4.4.1', user_id: account.publicKey, service_id: account.serviceId };
const ownPage = () => ({ Origin: origin, 'Sec-Fetch-Site': 'same-origin' });

let root: string;
let server: Server;
let origin: string;

async function start(limits?: OutboxLimits) {
  server?.close();
  const middleware = outboxMiddleware(root, () => settings, limits);
  server = createServer((request, response) => void middleware(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'outbox-'));
  await start();
});
afterEach(() => {
  vi.useRealTimers();
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** EmailJS's send(): JSON with the template's parameters under template_params. */
function send(params: Record<string, unknown>, headers: Record<string, string> = ownPage(), template = account.contactTemplateId) {
  const body = JSON.stringify({ ...envelope, template_id: template, template_params: params });
  return fetch(`${origin}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

const outbox = () => join(root, 'outbox');
const stored = () => {
  try {
    return readdirSync(outbox()).sort();
  } catch {
    return [];
  }
};
const read = (file: string) => JSON.parse(readFileSync(join(outbox(), file), 'utf8')) as Record<string, string>;
const answer = async (response: Response) => ({ status: response.status, text: await response.text() });

describe('the local outbox', () => {
  it('stores the template fields, the EmailJS envelope and its own time of arrival, nothing else', async () => {
    const before = Date.now();
    const response = await send({ ...contact, receivedAt: '1999-01-01T00:00:00.000Z', is_admin: 'true', user_name: 'Ana Ruiz' });
    expect(await answer(response)).toEqual({ status: 200, text: 'OK' });
    const [file] = stored();
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[\da-f-]{36}-template_contact\.json$/);
    const message = read(file!);
    expect(Object.keys(message)).toEqual([
      'receivedAt',
      'lib_version',
      'service_id',
      'template_id',
      'user_id',
      'user_name',
      'user_email',
      'user_phone',
      'user_subject',
      'message',
    ]);
    expect(message).toMatchObject({ ...contact, ...envelope, template_id: 'template_contact' });
    expect(Date.parse(message.receivedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps only the email of a newsletter sign-up', async () => {
    const response = await send({ email: 'news@example.es', user_name: 'Ana' }, ownPage(), account.newsletterTemplateId);
    expect(response.status).toBe(200);
    const message = read(stored()[0]!);
    expect(Object.keys(message)).toEqual(['receivedAt', 'lib_version', 'service_id', 'template_id', 'user_id', 'email']);
  });

  it('reads sendForm requests (multipart) the same way', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...contact, ...envelope, template_id: account.contactTemplateId, trap: 'x' })) form.append(name, value);
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', headers: ownPage(), body: form });
    expect(await answer(response)).toEqual({ status: 200, text: 'OK' });
    expect(read(stored()[0]!)).toEqual({ receivedAt: expect.any(String), ...envelope, template_id: account.contactTemplateId, ...contact });
  });

  it('keeps every one of 20 messages sent at once, even within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T10:00:00.000Z') });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send({ ...contact, message: `Message ${i}` })));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const messages = stored()
      .map((file) => read(file).message)
      .sort((a, b) => Number(a!.split(' ')[1]) - Number(b!.split(' ')[1]));
    expect(messages).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`));
    expect(read(stored()[0]!).receivedAt).toBe('2026-03-02T10:00:00.000Z');
  });

  it.each([
    ['a page of another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a page on another port of this machine', { Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-site' }],
    ['a sandboxed page or a file', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['a browser that sends only Origin', { Origin: 'https://evil.example' }],
    ['a browser that sends only Sec-Fetch-Site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another scheme on the same host and port', () => ({ Origin: origin.replace('http:', 'https:') })],
  ])('refuses %s and stores nothing', async (_name, headers) => {
    const response = await send(contact, typeof headers === 'function' ? headers() : headers);
    expect(await answer(response)).toEqual({ status: 403, text: 'The local outbox takes messages only from pages of this development server.' });
    expect(stored()).toEqual([]);
  });

  it('refuses a page on a name of another site pointed at this machine (DNS rebinding), and stores nothing', async () => {
    // fetch sends its own Host; a rebound page's browser sends the name of its site, with its own origin.
    const status = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(origin);
      const body = JSON.stringify({ ...envelope, template_id: account.contactTemplateId, template_params: contact });
      const headers = {
        Host: `evil.example:${port}`,
        Origin: `http://evil.example:${port}`,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      };
      const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1.0/email/send', setHost: false, headers }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('takes a request without Origin and Sec-Fetch-Site: a program on this machine, such as curl, not a page', async () => {
    expect((await send(contact, {})).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('refuses a message beyond the number it keeps, until some are deleted', async () => {
    await start({ ...outboxLimits, messages: 3 });
    for (let i = 0; i < 3; i += 1) expect((await send(contact)).status).toBe(200);
    expect(await answer(await send(contact))).toEqual({
      status: 507,
      text: 'The local outbox is full: it holds 3 messages, the most it keeps. Read them in outbox/, delete them, then send again.',
    });
    expect(stored()).toHaveLength(3);
    unlinkSync(join(outbox(), stored()[0]!));
    expect((await send(contact)).status).toBe(200);
  });

  it('refuses a message that would take the folder past its size, counting every file in it', async () => {
    await start({ ...outboxLimits, bytes: 8 * 1024 });
    expect((await send(contact)).status).toBe(200);
    // Room left for 100 bytes: less than one more message.
    const first = readFileSync(join(outbox(), stored()[0]!)).length;
    writeFileSync(join(outbox(), 'notes.txt'), 'x'.repeat(8 * 1024 - first - 100));
    expect(await answer(await send(contact))).toEqual({
      status: 507,
      text: 'The local outbox is full: this message would take it past 8 KB. Read the messages in outbox/, delete them, then send again.',
    });
    expect(stored()).toHaveLength(2);
  });

  it('refuses a request larger than it reads, without reading it', async () => {
    const response = await send({ ...contact, message: 'x'.repeat(outboxLimits.requestBytes) });
    expect(await answer(response)).toEqual({ status: 413, text: 'The request is larger than 64 KB, the most the local outbox reads.' });
    expect(stored()).toEqual([]);
  });

  it.each([
    ['a missing field', { ...contact, user_phone: ' ' }, 'The field user_phone is empty.'],
    ['a field over its limit', { ...contact, user_subject: 'x'.repeat(151) }, 'The field user_subject is longer than 150 characters.'],
    ['an address with a NUL', { ...contact, user_email: 'ana\u0000@example.es' }, 'The field user_email is not an email address.'],
  ])('answers %s as EmailJS would, and stores nothing', async (_name, params, text) => {
    expect(await answer(await send(params))).toEqual({ status: 400, text });
    expect(stored()).toEqual([]);
  });

  it('has its limits stated in the README', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    expect(readme).toContain(`${outboxLimits.messages} messages`);
    expect(readme).toContain(`${outboxLimits.bytes / 1024 / 1024} MB`);
  });
});
