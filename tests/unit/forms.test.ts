import { describe, expect, it } from 'vitest';
import { isRelativeUrl, postJson, readCookie, request } from '../../src/forms/http.ts';
import { classifySendError } from '../../src/forms/send-error.ts';

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
