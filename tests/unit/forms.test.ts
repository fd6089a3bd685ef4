import { describe, expect, it } from 'vitest';
import { isRelativeUrl, postJson, readCookie, request } from '../../src/forms/http.ts';
import { classifySendError } from '../../src/forms/send-error.ts';
import { contactFields, fieldProblem, isEmailAddress, newsletterEmail } from '../../src/shared/contact-fields.ts';

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
