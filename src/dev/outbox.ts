import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SiteSettings } from '../generated/content-types.ts';

/**
 * The fields the contact template receives (docs/BEHAVIOUR.md#contact-form) and the longest value
 * each may hold.
 */
const contactFields: Record<string, number> = { user_name: 100, user_email: 254, user_phone: 30, user_subject: 150, message: 5000 };
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Answer = { status: number; text: string };

/**
 * A stand-in for the EmailJS API on the development server: it takes the same requests the SDK
 * makes (multipart for sendForm, JSON for send), checks them as the provider would, stores each
 * accepted message as a JSON file in `outbox/`, and answers "OK" like EmailJS.
 */
export function outboxMiddleware(root: string, settings: () => Pick<SiteSettings, 'forms'> | undefined) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'POST' || (path !== '/api/v1.0/email/send-form' && path !== '/api/v1.0/email/send')) return next();
    const answer = (result: Answer) => {
      response.statusCode = result.status;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(result.text);
    };
    const forms = settings()?.forms;
    if (!forms) return answer({ status: 503, text: 'The site content has errors; fix them first.' });
    try {
      const body = Buffer.concat(await readBody(request));
      const fields = path.endsWith('send-form') ? await readMultipart(body, request.headers['content-type'] ?? '') : readJson(body);
      const result = check(fields, forms.emailjs);
      if (result.status !== 200) return answer(result);
      const folder = join(root, 'outbox');
      mkdirSync(folder, { recursive: true });
      const receivedAt = new Date().toISOString();
      const file = join(folder, `${receivedAt.replace(/[:.]/g, '-')}-${fields.template_id}.json`);
      writeFileSync(file, `${JSON.stringify({ receivedAt, ...fields }, null, 2)}\n`);
      answer({ status: 200, text: 'OK' });
    } catch {
      answer({ status: 400, text: 'The request could not be read.' });
    }
  };
}

function check(fields: Record<string, string>, account: NonNullable<SiteSettings['forms']>['emailjs']): Answer {
  if (fields.user_id !== account.publicKey) return { status: 400, text: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account' };
  if (fields.service_id !== account.serviceId) return { status: 400, text: 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin' };
  if (fields.template_id === account.contactTemplateId) {
    for (const [name, limit] of Object.entries(contactFields)) {
      const value = (fields[name] ?? '').trim();
      if (!value) return { status: 400, text: `The field ${name} is empty.` };
      if (value.length > limit) return { status: 400, text: `The field ${name} is longer than ${limit} characters.` };
    }
    if (!emailShape.test(fields.user_email ?? '')) return { status: 400, text: 'The field user_email is not an email address.' };
    return { status: 200, text: 'OK' };
  }
  if (fields.template_id === account.newsletterTemplateId) {
    return emailShape.test(fields.email ?? '') ? { status: 200, text: 'OK' } : { status: 400, text: 'The field email is not an email address.' };
  }
  return { status: 400, text: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates' };
}

async function readBody(request: IncomingMessage): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error('Request too large');
    chunks.push(chunk as Buffer);
  }
  return chunks;
}

async function readMultipart(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = String(value);
  });
  return fields;
}

/** sendForm's JSON sibling, send(): {lib_version, user_id, service_id, template_id, template_params}. */
function readJson(body: Buffer): Record<string, string> {
  const data = JSON.parse(body.toString('utf8')) as Record<string, unknown> & { template_params?: Record<string, unknown> };
  const { template_params: params = {}, ...rest } = data;
  return Object.fromEntries([...Object.entries(rest), ...Object.entries(params)].map(([key, value]) => [key, String(value)]));
}
