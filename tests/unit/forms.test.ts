import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRelativeUrl, postJson, readCookie, request } from '../../src/forms/http.ts';
import { sendNewsletterSignup } from '../../src/forms/send.ts';
import { classifySendError, retryAfter, SendError } from '../../src/forms/send-error.ts';
import { contactFields, fieldProblem, isEmailAddress, newsletterEmail } from '../../src/shared/contact-fields.ts';
import type { SiteData } from '../../src/shared/content.ts';
import { readSite } from '../support/site-model.ts';
import { fixtureRoot } from '../support/site-copy.ts';

function recorder(cookies = 'a=1; XSRF-TOKEN=tok%2Fen; b=2') {
  const calls: { url: string; init: RequestInit }[] = [];
  return {
    calls,
    environment: {
      fetch: ((url: string, init: RequestInit) => {
        calls.push({ url, init });
        return Promise.resolve(new Response(null, { status: 204 }));
      }) as typeof fetch,
      cookies: () => cookies,
    },
  };
}
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('the fetch helper', () => {
  it.each([
    ['/api/newsletter', true],
    ['./api/newsletter', true],
    ['api/newsletter', true],
    ['https://api.emailjs.com/api/v1.0/email/send', false],
    ['//evil.example/collect', false],
    ['HTTP://example.com', false],
  ])('%s is relative: %s', (url, relative) => {
    expect(isRelativeUrl(url)).toBe(relative);
  });

  it('adds X-XSRF-TOKEN from the XSRF-TOKEN cookie to a relative POST', async () => {
    const { calls, environment } = recorder();
    await postJson('/api/newsletter', { email: 'a@b.es' }, environment);
    expect(header(calls[0]!.init, 'X-XSRF-TOKEN')).toBe('tok/en');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"email":"a@b.es"}');
  });

  it('never sends the token to another origin', async () => {
    const { calls, environment } = recorder();
    await postJson('https://other.example/api', {}, environment);
    await postJson('//other.example/api', {}, environment);
    expect(calls.map((c) => header(c.init, 'X-XSRF-TOKEN'))).toEqual([null, null]);
  });

  it('adds nothing to a GET, nor when there is no cookie', async () => {
    const withCookie = recorder();
    await request('/content/en/index.json', {}, withCookie.environment);
    const withoutCookie = recorder('a=1');
    await postJson('/api/newsletter', {}, withoutCookie.environment);
    expect(header(withCookie.calls[0]!.init, 'X-XSRF-TOKEN')).toBeNull();
    expect(header(withoutCookie.calls[0]!.init, 'X-XSRF-TOKEN')).toBeNull();
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('XSRF-TOKEN', 'NOT-XSRF-TOKEN=x; XSRF-TOKEN=y')).toBe('y');
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
  });
});

describe('every way the EmailJS SDK can reject', () => {
  it.each([
    ['an HTTP error answer', { status: 400, text: 'The Public Key is invalid' }, 'refused', 400],
    ['a server error', { status: 500, text: 'Internal error' }, 'refused', 500],
    ['its own rate limit', { status: 429, text: 'Too Many Requests' }, 'rate-limited', 429],
    ['a network failure (Chromium)', new TypeError('Failed to fetch'), 'network', 0],
    ['a network failure (Firefox)', new TypeError('NetworkError when attempting to fetch resource.'), 'network', 0],
    ['a parameter check (a bare string)', 'The public key is required. Visit https://dashboard.emailjs.com/admin/account', 'refused', 0],
    ['the status-0 default', { status: 0, text: 'Network Error' }, 'network', 0],
  ])('%s', (_name, rejection, reason, status) => {
    expect(classifySendError(rejection)).toMatchObject({ reason, status });
  });

  it('keeps a cause of its own, never the words of the answer', () => {
    const echoed = 'Invalid address ana@example.es';
    expect(
      [classifySendError({ status: 400, text: echoed }), classifySendError({ status: 429, text: echoed }), classifySendError(echoed)].map(
        (failure) => failure.detail,
      ),
    ).toEqual(['Refused', 'Too Many Requests', 'Refused before sending']);
  });
});

describe('the check of a field before sending (the forms and the local outbox alike)', () => {
  const email = contactFields.find((field) => field.name === 'user_email')!;

  it.each(['ana@example.es', 'ana.ruiz+web@sub.example.com', 'josé@correo.es', '  ana@example.es  '])('takes %j', (value) => {
    expect(fieldProblem(email, value)).toBeUndefined();
  });

  it.each([
    ['an empty value', '   ', 'empty'],
    ['no @', 'ana.example.es', 'not-an-email'],
    ['no dot in the domain', 'ana@example', 'not-an-email'],
    ['a space inside', 'ana ruiz@example.es', 'not-an-email'],
    ['a NUL inside', 'ana\u0000@example.es', 'not-an-email'],
    ['a NUL in the domain', 'ana@exam\u0000ple.es', 'not-an-email'],
    ['a backspace', 'ana\u0008@example.es', 'not-an-email'],
    ['DEL', 'ana@example.es\u007f', 'not-an-email'],
    ['a C1 control', 'ana\u0085x@example.es', 'not-an-email'],
    ['an invisible zero-width space', 'ana\u200b@example.es', 'not-an-email'],
    ['a right-to-left override', 'ana@\u202eexample.es', 'not-an-email'],
    ['255 characters', `${'a'.repeat(244)}@example.es`, 'too-long'],
  ])('refuses %s', (_name, value, problem) => {
    expect(fieldProblem(email, value)).toBe(problem);
  });

  it('counts the limit as the browser counts maxLength, after trimming', () => {
    const message = contactFields.find((field) => field.name === 'message')!;
    expect(fieldProblem(message, ` ${'x'.repeat(5000)} `)).toBeUndefined();
    expect(fieldProblem(message, 'x'.repeat(5001))).toBe('too-long');
  });

  it('uses the same address check for the newsletter', () => {
    expect(fieldProblem(newsletterEmail, 'news@example.es')).toBeUndefined();
    expect(isEmailAddress('news\u0000@example.es')).toBe(false);
  });
});

describe('what a failed send leaves in the console (docs/BEHAVIOUR.md#outcomes)', () => {
  const site = { forms: { ...readSite(fixtureRoot).site.forms, newsletterEndpoint: '/api/newsletter' } } as SiteData;
  const email = 'lucia.fernandez@industrias-example.es';

  /** Signs up through the site's own endpoint, answered by `answer`; what the console got and what the send rejected with. */
  async function signUpAnswered(answer: () => Promise<Response>) {
    vi.stubGlobal('fetch', answer);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: unknown = await sendNewsletterSignup(email, site).then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
    return { failure, logged, warnings: warn.mock.calls };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the status and a stable cause, never what the provider echoed of the visitor', async () => {
    const { failure, logged, warnings } = await signUpAnswered(() =>
      Promise.resolve(new Response(`Invalid address: ${email} (user ${email})`, { status: 400 })),
    );
    expect(failure).toMatchObject({ reason: 'refused', status: 400 });
    expect(logged).not.toContain('lucia');
    expect(logged).not.toContain('industrias-example');
    expect(warnings).toEqual([['Send failed', { status: 400, cause: 'Refused' }]]);
    expect(String(failure)).not.toContain('lucia');
  });

  it('logs a network failure as status 0, "Network Error"', async () => {
    const { failure, warnings } = await signUpAnswered(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failure).toMatchObject({ reason: 'network', status: 0 });
    expect(warnings).toEqual([['Send failed', { status: 0, cause: 'Network Error' }]]);
  });

  it('keeps the time a 429 gives in Retry-After, in seconds', async () => {
    const before = Date.now();
    const { failure, logged } = await signUpAnswered(() =>
      Promise.resolve(new Response(`Slow down, ${email}`, { status: 429, headers: { 'Retry-After': '120' } })),
    );
    expect(failure).toBeInstanceOf(SendError);
    const { reason, retryAt } = failure as SendError;
    expect(reason).toBe('rate-limited');
    expect(retryAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(logged).not.toContain('lucia');
  });

  it('keeps the time a 429 gives in Retry-After, as a date', async () => {
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 300_000);
    const { failure } = await signUpAnswered(() => Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': at.toUTCString() } })));
    expect(failure).toMatchObject({ reason: 'rate-limited', retryAt: at.getTime() });
  });

  it("waits the site's send limit after a 429 without Retry-After", async () => {
    const before = Date.now();
    const { failure } = await signUpAnswered(() => Promise.resolve(new Response('', { status: 429 })));
    const { retryAt } = failure as SendError;
    expect(retryAt).toBeGreaterThanOrEqual(before + site.forms.sendLimitSeconds * 1000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + site.forms.sendLimitSeconds * 1000);
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2030, 0, 15, 12, 0, 0);

  it.each([
    ['delta-seconds', '120', now + 120_000],
    ['zero seconds', '0', now],
    ['an HTTP-date', 'Tue, 15 Jan 2030 12:05:00 GMT', now + 300_000],
    ['an HTTP-date already past', 'Tue, 15 Jan 2030 11:00:00 GMT', now],
    ['more than a day', String(3 * 24 * 3600), now + 24 * 3600_000],
  ])('reads %s', (_name, header, expected) => {
    expect(retryAfter(header, now)).toBe(expected);
  });

  it.each([null, '', 'soon', '-5', '1.5', '12abc'])('ignores %j', (header) => {
    expect(retryAfter(header, now)).toBeUndefined();
  });
});
