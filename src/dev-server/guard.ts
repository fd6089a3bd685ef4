import type { IncomingMessage, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';

/**
 * What the development server's own endpoints (the local outbox, opening a file in the editor, and
 * any to come) take: requests from its own pages, at its own address on this machine
 * (docs/BEHAVIOUR.md#development-server). The text of the refusal, to answer with 403, or undefined
 * when the request may go on.
 *
 * - The Host must be this machine's loopback address: `localhost`, `127.x.x.x` or `[::1]`. A page
 *   on a name of another site that its DNS later points here (DNS rebinding) is then refused: its
 *   requests still name that site. Vite 8 checks the Host too (`server.allowedHosts`), but lets any
 *   IP address and any `*.localhost` name through, and skips the check altogether with
 *   `server.https` or `allowedHosts: true`; this check holds whatever the configuration.
 * - Browsers send Sec-Fetch-Site with every request, and Origin with every POST: a page of another
 *   site, or on another port of this machine (`same-site`), is refused whichever of the two its
 *   browser sends; so is an address typed or bookmarked (`none`). A same-origin fetch of GET sends
 *   `same-origin` and usually no Origin.
 * - A request with neither comes from a program on this machine (curl, a test), not from a page:
 *   it goes on, as such a program could write the outbox's files or start the editor itself. Each
 *   endpoint still applies its own rules (the editor opens only the project's files).
 */
export function refusalOf(request: IncomingMessage, fromAnotherSite: string): string | undefined {
  if (!isLoopbackHost(request.headers.host)) return hostRefusal;
  return isFromAnotherOrigin(request) ? fromAnotherSite : undefined;
}

/** Answers with `text` as plain text: how each endpoint says what it refuses, and the outbox what it took. */
export function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(text);
}

const hostRefusal = "The development server's tools answer only at its own address on this machine: open it at localhost, 127.0.0.1 or [::1].";

/** `localhost:5173`, `127.0.0.1:5173`, `[::1]:5173`, with or without the port; nothing else. */
function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  // Only a host and a port: `evil.example@localhost` parses as localhost too.
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return false;
  return url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

function isFromAnotherOrigin(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const scheme = request.socket instanceof TLSSocket && request.socket.encrypted ? 'https' : 'http';
  return origin.toLowerCase() !== `${scheme}://${request.headers.host ?? ''}`.toLowerCase();
}
