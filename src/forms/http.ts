/**
 * The site's one fetch helper (docs/BEHAVIOUR.md#anti-forgery-header): a non-GET request to a
 * relative URL carries the anti-forgery header X-XSRF-TOKEN, read from the XSRF-TOKEN cookie.
 * Absolute URLs never get it, so the token cannot leak to another origin.
 */
export interface HttpEnvironment {
  fetch: typeof fetch;
  cookies: () => string;
}

const browserEnvironment: HttpEnvironment = {
  fetch: (...args) => fetch(...args),
  cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
};

export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function request(url: string, init: RequestInit = {}, environment: HttpEnvironment = browserEnvironment): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (method !== 'GET' && method !== 'HEAD' && isRelativeUrl(url)) {
    const token = readCookie('XSRF-TOKEN', environment.cookies());
    if (token) headers.set('X-XSRF-TOKEN', token);
  }
  return environment.fetch(url, { ...init, method, headers, credentials: 'same-origin' });
}

export function postJson(url: string, body: unknown, environment?: HttpEnvironment): Promise<Response> {
  return request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) }, environment);
}
