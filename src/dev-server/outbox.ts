import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SiteSettings } from '../generated/content-types.ts';
import { contactFields, fieldProblem, newsletterEmail, type FieldSpec } from '../shared/contact-fields.ts';
import { formatSize } from '../shared/format-size.ts';
import { isRecord } from '../shared/guards.ts';
import { refusalOf, sendText } from './guard.ts';
import { readBody } from './read-body.ts';

/**
 * How much the outbox keeps: a form left open in a loop, or a script gone wrong, cannot fill the
 * disk. Far more than a day of trying the forms needs; README.md states the same numbers.
 */
export const outboxLimits = { messages: 500, bytes: 5 * 1024 * 1024, requestBytes: 64 * 1024 };
export type OutboxLimits = typeof outboxLimits;

/** What EmailJS's SDK sends besides the template's fields; kept so a stored message shows where it was going. */
const envelope = ['lib_version', 'service_id', 'template_id', 'user_id'];

type Answer = { status: number; text: string };
type Fields = Record<string, string>;
type Account = NonNullable<SiteSettings['forms']>['emailjs'];

const ok: Answer = { status: 200, text: 'OK' };

/**
 * A stand-in for the EmailJS API on the development server: it takes the same requests the SDK
 * makes (multipart for sendForm, JSON for send), checks them as the provider would, stores each
 * accepted message as a JSON file in `outbox/`, and answers "OK" like EmailJS.
 */
export function outboxMiddleware(
  root: string,
  settings: () => Promise<Pick<SiteSettings, 'forms'> | undefined> | Pick<SiteSettings, 'forms'> | undefined,
  limits: OutboxLimits = outboxLimits,
) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'POST' || (path !== '/api/v1.0/email/send-form' && path !== '/api/v1.0/email/send')) return next();
    const answer = (result: Answer) => sendText(response, result.status, result.text);
    const refusal = refusalOf(request, 'The local outbox takes messages only from pages of this development server.');
    if (refusal) return answer({ status: 403, text: refusal });
    const forms = (await settings())?.forms;
    if (!forms) return answer({ status: 503, text: 'The site content has errors; fix them first.' });
    const body = await readBody(request, limits.requestBytes);
    if (!body) return answer({ status: 413, text: `The request is larger than ${formatSize(limits.requestBytes)}, the most the local outbox reads.` });
    let fields: Fields;
    try {
      fields = path.endsWith('send-form') ? await readMultipart(body, request.headers['content-type'] ?? '') : readJson(body);
    } catch {
      return answer({ status: 400, text: 'The request could not be read.' });
    }
    const checked = check(fields, forms.emailjs);
    if ('status' in checked) return answer(checked);
    // From here on nothing awaits: the count, the size and the write of one message happen together.
    try {
      answer(store(join(root, 'outbox'), fields, checked, limits));
    } catch (error) {
      answer({ status: 500, text: `The message could not be stored: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
}

/** The template a request is for, or what EmailJS would answer when the account or the fields are wrong. */
function check(fields: Fields, account: Account): readonly FieldSpec[] | Answer {
  if (fields.user_id !== account.publicKey)
    return { status: 400, text: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account' };
  if (fields.service_id !== account.serviceId)
    return { status: 400, text: 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin' };
  const template =
    fields.template_id === account.contactTemplateId ? contactFields : fields.template_id === account.newsletterTemplateId ? [newsletterEmail] : undefined;
  if (!template) return { status: 400, text: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates' };
  for (const field of template) {
    const problem = fieldProblem(field, fields[field.name] ?? '');
    if (problem) return { status: 400, text: problemTexts[problem](field) };
  }
  return template;
}

const problemTexts = {
  empty: (field: FieldSpec) => `The field ${field.name} is empty.`,
  'too-long': (field: FieldSpec) => `The field ${field.name} is longer than ${field.maxLength} characters.`,
  'not-an-email': (field: FieldSpec) => `The field ${field.name} is not an email address.`,
};

/**
 * Writes one message: the time it arrived, set here, then the envelope and the template's fields;
 * anything else the client sent is dropped. The name is unique however many arrive at once.
 */
function store(folder: string, fields: Fields, template: readonly FieldSpec[], limits: OutboxLimits): Answer {
  const receivedAt = new Date().toISOString();
  const kept = [...envelope, ...template.map((field) => field.name)].filter((name) => name in fields);
  const text = `${JSON.stringify({ receivedAt, ...Object.fromEntries(kept.map((name) => [name, fields[name]])) }, null, 2)}\n`;
  mkdirSync(folder, { recursive: true });
  const full = refusalWhenFull(folder, Buffer.byteLength(text), limits);
  if (full) return full;
  const name = `${receivedAt.replace(/[:.]/g, '-')}-${randomUUID()}-${fields.template_id!.replace(/[^\w-]/g, '_')}.json`;
  writeFileSync(join(folder, name), text, { flag: 'wx' });
  return ok;
}

function refusalWhenFull(folder: string, adding: number, limits: OutboxLimits): Answer | undefined {
  const full = (why: string) => ({ status: 507, text: `The local outbox is full: ${why}, then send again.` });
  const files = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile());
  if (files.length >= limits.messages) return full(`it holds ${files.length} messages, the most it keeps. Read them in outbox/, delete them`);
  // A file deleted while we count is simply not counted.
  const used = files.reduce((sum, entry) => sum + (statSync(join(folder, entry.name), { throwIfNoEntry: false })?.size ?? 0), 0);
  if (used + adding > limits.bytes) return full(`this message would take it past ${formatSize(limits.bytes)}. Read the messages in outbox/, delete them`);
  return undefined;
}

async function readMultipart(body: Buffer, contentType: string): Promise<Fields> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Fields = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : value.name;
  });
  return fields;
}

/** sendForm's JSON sibling, send(): {lib_version, user_id, service_id, template_id, template_params}. */
function readJson(body: Buffer): Fields {
  const data: unknown = JSON.parse(body.toString('utf8'));
  if (!isRecord(data)) throw new TypeError('The request is not a JSON object.');
  const { template_params: params, ...rest } = data;
  return Object.fromEntries([...Object.entries(rest), ...Object.entries(isRecord(params) ? params : {})].map(([key, value]) => [key, String(value)]));
}
