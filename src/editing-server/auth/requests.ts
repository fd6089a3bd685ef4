import type { IncomingMessage } from 'node:http';
import { sameSecret } from './tokens.ts';

/** Where the server is reached: the Host names it answers, and whether the browser sees it through HTTPS. */
export interface Address {
  /** `editor.example.com`, `localhost:4321`: the Host header must be one of these, exactly (port included when it has one). */
  hosts: string[];
  /** True behind an HTTPS reverse proxy: cookies are then Secure and pages' origins https. */
  https: boolean;
}

/** The cookie holding the session's secret (HttpOnly), and the one holding its CSRF token, which the editor's page reads. */
export const sessionCookie = 'editor-session';

/** Whether the request names one of the configured hosts (a page of another name pointed here by DNS does not). */
export function hostAllowed(request: IncomingMessage, { hosts }: Address): boolean {
  const host = request.headers.host?.toLowerCase();
  return host !== undefined && hosts.includes(host);
}

/**
 * Whether a write comes from a page of this server: its Origin is this server's own, and the
 * browser's Sec-Fetch-Site, when it sends one, agrees. Every browser sends Origin with a POST; a
 * write without one is refused.
 */
export function sameOrigin(request: IncomingMessage, { https }: Address): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin?.toLowerCase();
  return origin !== undefined && origin === `${https ? 'https' : 'http'}://${request.headers.host?.toLowerCase() ?? ''}`;
}

/** Whether the write carries the session's CSRF token, in the header (fetch) or the form's field. */
export function csrfMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && given !== '' && sameSecret(given, expected);
}

/** The request's cookies by name; a malformed one is skipped. */
export function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // Not percent-encoded as this server writes them: not ours.
    }
  }
  return cookies;
}

/** A Set-Cookie value: HttpOnly unless the page must read it, SameSite=Strict always, Secure behind HTTPS. */
export function cookie(name: string, value: string, { https, maxAge, readable = false }: { https: boolean; maxAge: number; readable?: boolean }): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge / 1000))}`,
    'SameSite=Strict',
    ...(readable ? [] : ['HttpOnly']),
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
