import type { SiteData } from '../shared/content.ts';
import { postJson } from './http.ts';
import { classifySendError, retryAfter, SendError } from './send-error.ts';

/** How long a visitor waits before we say the provider is not answering. */
export const sendTimeoutMs = 20_000;

type EmailSdk = typeof import('@emailjs/browser');
let sdk: Promise<EmailSdk> | undefined;

/** Loads the EmailJS SDK (its own chunk) once; call it early, such as when a form gets focus. */
export function loadEmailSdk(): Promise<EmailSdk> {
  sdk ??= import('@emailjs/browser').catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

const limitPrefix = 'site.send-limit.';
/** Our own storage for EmailJS's limitRate, so a send that failed does not block the visitor's retry. */
const sendLimitStorage = {
  get: (key: string) => Promise.resolve(localStorage.getItem(limitPrefix + key)),
  set: (key: string, value: string) => Promise.resolve(localStorage.setItem(limitPrefix + key, value)),
  remove: (key: string) => Promise.resolve(localStorage.removeItem(limitPrefix + key)),
};

/**
 * Leaves the status and our own word for the cause in the console for support, never the provider's
 * answer (docs/BEHAVIOUR.md#outcomes), then rejects with the reason the visitor is told.
 */
function reject(failure: SendError): never {
  console.warn('Send failed', { status: failure.status, cause: failure.detail });
  throw failure;
}

/**
 * When the SDK's limit lets the next send go: its throttle after the send it counted last (a 429
 * from EmailJS counts too). The SDK passes on no header of EmailJS's answer, so a Retry-After from
 * EmailJS cannot be read.
 */
async function limitEnds(limitId: string, throttle: number): Promise<number> {
  let last = 0;
  try {
    last = Number(await sendLimitStorage.get(limitId));
  } catch {
    // Storage disabled: the wait counts from now.
  }
  return (last > 0 ? last : Date.now()) + throttle;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError('timeout', 0, `No answer after ${sendTimeoutMs / 1000} s`)), sendTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function withSdk<T>(
  site: SiteData,
  limitId: string,
  send: (sdk: EmailSdk, options: { publicKey: string; limitRate: { id: string; throttle: number } }) => Promise<T>,
): Promise<T> {
  const emailjs = await loadEmailSdk().catch(() => {
    throw new SendError('network', 0, 'The email library could not be loaded');
  });
  const { publicKey } = site.forms.emailjs;
  const origin = site.emailOrigin === 'same-origin' ? window.location.origin : site.emailOrigin;
  // Never blockHeadless (docs/BEHAVIOUR.md#contact-form): it would refuse every automated check
  // of the form.
  emailjs.init({ publicKey, storageProvider: sendLimitStorage, ...(origin ? { origin } : {}) });
  const throttle = site.forms.sendLimitSeconds * 1000;
  try {
    return await withTimeout(send(emailjs, { publicKey, limitRate: { id: limitId, throttle } }));
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.reason !== 'rate-limited') await sendLimitStorage.remove(limitId);
    reject(failure.reason === 'rate-limited' ? new SendError('rate-limited', failure.status, failure.detail, await limitEnds(limitId, throttle)) : failure);
  }
}

/** Sends the contact form's fields with EmailJS's sendForm (docs/BEHAVIOUR.md#contact-form). */
export function sendContactForm(form: HTMLFormElement, site: SiteData): Promise<void> {
  const { serviceId, contactTemplateId } = site.forms.emailjs;
  return withSdk(site, 'contact-form', (emailjs, options) => emailjs.sendForm(serviceId, contactTemplateId, form, options)).then(() => undefined);
}

/** Signs an address up: to the site's own endpoint when site.yaml names one, else through EmailJS. */
export async function sendNewsletterSignup(email: string, site: SiteData): Promise<void> {
  const endpoint = site.forms.newsletterEndpoint;
  if (!endpoint) {
    const { serviceId, newsletterTemplateId } = site.forms.emailjs;
    await withSdk(site, 'newsletter', (emailjs, options) => emailjs.send(serviceId, newsletterTemplateId, { email }, options));
    return;
  }
  let response: Response;
  try {
    response = await withTimeout(postJson(`${import.meta.env.BASE_URL}${endpoint.replace(/^\//, '')}`, { email }));
  } catch (error) {
    reject(classifySendError(error));
  }
  if (response.status === 429) {
    const now = Date.now();
    reject(
      new SendError('rate-limited', 429, 'Too Many Requests', retryAfter(response.headers.get('Retry-After'), now) ?? now + site.forms.sendLimitSeconds * 1000),
    );
  }
  if (!response.ok) reject(new SendError('refused', response.status, 'Refused'));
}
