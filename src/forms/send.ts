import type { SiteData } from '../shared/content.ts';
import { postJson } from './http.ts';
import { classifySendError, SendError } from './send-error.ts';

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

/** Keeps the detail in the console for support, then rejects with the reason the visitor is told. */
function reject(failure: SendError): never {
  console.warn('Send failed', { status: failure.status, text: failure.detail });
  throw failure;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendError('timeout', 0, `No answer after ${sendTimeoutMs / 1000} s`)), sendTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function withSdk<T>(site: SiteData, limitId: string, send: (sdk: EmailSdk, options: { publicKey: string; limitRate: { id: string; throttle: number } }) => Promise<T>): Promise<T> {
  const emailjs = await loadEmailSdk().catch(() => {
    throw new SendError('network', 0, 'The email library could not be loaded');
  });
  const { publicKey } = site.forms.emailjs;
  const origin = site.emailOrigin === 'same-origin' ? window.location.origin : site.emailOrigin;
  // Never blockHeadless (docs/BEHAVIOUR.md#contact-form): it would refuse every automated check
  // of the form.
  emailjs.init({ publicKey, storageProvider: sendLimitStorage, ...(origin ? { origin } : {}) });
  try {
    return await withTimeout(send(emailjs, { publicKey, limitRate: { id: limitId, throttle: site.forms.sendLimitSeconds * 1000 } }));
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.reason !== 'rate-limited') await sendLimitStorage.remove(limitId);
    reject(failure);
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
  if (!response.ok) reject(new SendError(response.status === 429 ? 'rate-limited' : 'refused', response.status, await response.text().catch(() => '')));
}
