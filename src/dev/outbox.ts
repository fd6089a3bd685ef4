import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { SiteSettings } from '../generated/content-types.ts';
import { contactFields, fieldProblem, newsletterEmail, type FieldSpec } from '../shared/contact-fields.ts';


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
  if (fields.template_id === account.contactTemplateId) return checkFields(contactFields, fields);
  if (fields.template_id === account.newsletterTemplateId) return checkFields([newsletterEmail], fields);
  return { status: 400, text: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates' };
}

const problemTexts = {
  empty: (field: FieldSpec) => `The field ${field.name} is empty.`,
  'too-long': (field: FieldSpec) => `The field ${field.name} is longer than ${field.maxLength} characters.`,
  'not-an-email': (field: FieldSpec) => `The field ${field.name} is not an email address.`,
};

function checkFields(template: readonly FieldSpec[], fields: Record<string, string>): Answer {
  for (const field of template) {
    const problem = fieldProblem(field, fields[field.name] ?? '');
    if (problem) return { status: 400, text: problemTexts[problem](field) };
  }
  return { status: 200, text: 'OK' };
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
