import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { readBody } from '../../dev-server/read-body.ts';
import { csrfCookie } from '../../edit-mode/protocol.ts';
import { html, page, redirect, sendPage } from '../views/html.ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeysScript, type Passkeys, type Site } from './passkeys.ts';
import { hashPassword, passwordMatches, passwordMinimum } from './passwords.ts';
import type { People, Person } from './people.ts';
import { accountKey, addressKey, type SignInLimits } from './rate-limit.ts';
import { cookie, cookiesOf, csrfMatches, hostAllowed, sameOrigin, sessionCookie, type Address } from './requests.ts';
import type { Session, Sessions } from './sessions.ts';

/** Where the editing server's own pages are: sign-in, set-password, Changes, History. */
export const editorPath = '/__editor';

export interface Auth {
  people: People;
  sessions: Sessions;
  passkeys: Passkeys;
  limits: SignInLimits;
  address: Address;
  /** Whether the network address is the X-Forwarded-For a reverse proxy adds (the proxy's own address is everyone's). */
  trustProxy: boolean;
}

/** Who is signed in on a request the gate let through. */
export interface SignedIn {
  person: Person;
  session: Session;
}

/** A hash made once, checked when the email is unknown: a wrong email takes as long as a wrong password. */
const unknownPersonHash = hashPassword('no one has this password');

/**
 * The gate in front of everything the server serves (docs/BEHAVIOUR.md#editing-server): the Host must be
 * one configured; sign-in and set-password answer anyone; everything else needs a live session,
 * and every write besides the sign-in's own forms comes from this server's page with the
 * session's CSRF token in the `X-CSRF-Token` header. Answers the request itself and resolves
 * undefined, or resolves who is signed in for the server to go on.
 */
export async function gate(auth: Auth, request: IncomingMessage, response: ServerResponse): Promise<SignedIn | undefined> {
  if (!hostAllowed(request, auth.address)) {
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    return answered(response.end('This editing server does not answer at this address: open it at the address its owner gave you.'));
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === `${editorPath}/sign-in`) return answered(await signIn(auth, request, response, url));
  if (url.pathname === `${editorPath}/set-password`) return answered(await setPassword(auth, request, response, url));
  if (url.pathname === `${editorPath}/passkeys.js`) return answered(sendScript(response));
  if (url.pathname.startsWith(`${editorPath}/passkey/`) && request.method === 'POST')
    return answered(await passkeyRequest(auth, request, response, url.pathname.slice(`${editorPath}/passkey/`.length)));
  const signedIn = signedInOf(auth, request);
  if (!signedIn) return answered(refuseSignedOut(request, response, url));
  const write = request.method !== 'GET' && request.method !== 'HEAD';
  const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && url.pathname.startsWith(`${editorPath}/`);
  if (write && !sameOrigin(request, auth.address)) return answered(refuse(response, 403, 'This change was sent from another site, so it was refused.'));
  // The editing server's own forms carry their token in a field, read where the form is; everything else in the header.
  if (write && !form && !csrfMatches(headerOf(request, 'x-csrf-token'), signedIn.session.csrf))
    return answered(
      refuse(
        response,
        403,
        "This change did not carry the page's security token, so it was refused. Reload the page and try again: your text is still in the dialog.",
      ),
    );
  return signedIn;
}

/** The gate's outcome once it has answered the request itself: nobody to go on with. */
const answered = (_answer: unknown): undefined => undefined;

/** The person and session of the request's cookie, when live and the person is still on the list. */
export function signedInOf(auth: Auth, request: IncomingMessage): SignedIn | undefined {
  const session = auth.sessions.find(cookiesOf(request).get(sessionCookie));
  const person = session && auth.people.find(session.email);
  return session && person ? { person, session } : undefined;
}

/** Whether a form of the editing server's own pages carries the session's token. */
export const formCsrfMatches = (form: URLSearchParams, { session }: SignedIn): boolean => csrfMatches(form.get('csrf') ?? undefined, session.csrf);

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const body = await readBody(request, 16 * 1024);
  return new URLSearchParams(body?.toString('utf8') ?? '');
}

function refuseSignedOut(request: IncomingMessage, response: ServerResponse, url: URL): void {
  const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) return redirect(response, `${editorPath}/sign-in?then=${encodeURIComponent(url.pathname + url.search)}`);
  refuse(response, 401, 'You are signed out (the session ended). Sign in again in a new tab at this address, then save again: your text is still here.');
}

/** A refusal as edit mode's endpoints answer: JSON with a message the dialog shows, its typing kept. */
function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ status: 'error', message }));
}

const headerOf = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function addressOf(auth: Auth, request: IncomingMessage): string | undefined {
  const forwarded = headerOf(request, 'x-forwarded-for');
  return auth.trustProxy && forwarded ? forwarded.split(',').at(-1)!.trim() : request.socket.remoteAddress;
}

/** Only a path of this server: `then=//evil.example` or `then=https://…` lead home instead. */
const safeThen = (then: string | null): string => (then && /^\/(?![/\\])/.test(then) ? then : '/');

async function signIn(auth: Auth, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const then = safeThen(url.searchParams.get('then'));
  const offered = siteOf(auth, request) !== undefined;
  if (request.method !== 'POST') return sendPage(response, 200, signInPage(then, offered));
  if (!sameOrigin(request, auth.address))
    return sendPage(response, 403, signInPage(then, offered, 'This sign-in was sent from another site, so it was refused.'));
  const form = await readForm(request);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const keys = [accountKey(email), addressKey(addressOf(auth, request))];
  const wait = auth.limits.waitFor(keys);
  if (wait > 0)
    return sendPage(response, 429, signInPage(then, offered, `Too many wrong passwords. Wait ${Math.ceil(wait / 60_000)} minutes, then try again.`), {
      'Retry-After': String(Math.ceil(wait / 1000)),
    });
  const person = auth.people.find(email);
  const matches = await passwordMatches(person?.passwordHash ?? (await unknownPersonHash), form.get('password') ?? '');
  if (!person?.passwordHash || !matches) {
    auth.limits.failed(keys);
    return sendPage(response, 401, signInPage(then, offered, 'That email and password do not match. Check both and try again.'));
  }
  auth.limits.succeeded(keys[0]!);
  redirect(response, then, { 'Set-Cookie': sessionCookies(auth, person) });
}

/** A new session for `person`: its cookies. */
function sessionCookies(auth: Auth, person: Person): string[] {
  const { token, session } = auth.sessions.open(person.email);
  const options = { https: auth.address.https, maxAge: auth.sessions.lifetime };
  return [cookie(sessionCookie, token, options), cookie(csrfCookie, session.csrf, { ...options, readable: true })];
}

/** The origin and host name passkeys are bound to, from the request's Host (one the gate allowed); none on an IP address, which WebAuthn refuses. */
function siteOf(auth: Auth, request: IncomingMessage): Site | undefined {
  const origin = `${auth.address.https ? 'https' : 'http'}://${request.headers.host?.toLowerCase() ?? ''}`;
  const rpID = new URL(origin).hostname;
  return isIP(rpID.replaceAll(/^\[|\]$/g, '')) === 0 ? { origin, rpID } : undefined;
}

function sendScript(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  response.end(passkeysScript());
}

/**
 * The passkey steps the pages' script sends as JSON, each from this server's page: a new passkey
 * through the one-time link (its options, then the device's answer), and a sign-in (its options,
 * then the answer, counted like a wrong password when refused).
 */
async function passkeyRequest(auth: Auth, request: IncomingMessage, response: ServerResponse, step: string): Promise<void> {
  const site = siteOf(auth, request);
  if (!sameOrigin(request, auth.address)) return answerJson(response, 403, { message: 'This was sent from another site, so it was refused.' });
  if (!site) return answerJson(response, 404, { message: 'Passkeys work at the address with a name, not at a numeric one.' });
  const body = await readJson(request);
  if (step === 'register-options' || step === 'register') {
    const person = auth.people.bySetupToken(typeof body.token === 'string' ? body.token : '');
    if (!person) return answerJson(response, 404, { message: "This link no longer works. Ask the site's owner for a new one." });
    if (step === 'register-options') return answerJson(response, 200, await auth.passkeys.registrationOptions(person, site));
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- checked by the library, which refuses any other shape
    const added = await auth.passkeys.register(person, body.response as RegistrationResponseJSON, site);
    return added
      ? answerJson(response, 200, { status: 'ok' })
      : answerJson(response, 422, { message: "The device's passkey could not be checked, so it was not added. Try again." });
  }
  if (step === 'sign-in-options') return answerJson(response, 200, await auth.passkeys.signInOptions(site));
  if (step !== 'sign-in') return answerJson(response, 404, { message: 'There is no such step.' });
  const keys = [addressKey(addressOf(auth, request))];
  const wait = auth.limits.waitFor(keys);
  if (wait > 0) return answerJson(response, 429, { message: `Too many failed sign-ins. Wait ${Math.ceil(wait / 60_000)} minutes, then try again.` });
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- checked by the library, which refuses any other shape
  const person = await auth.passkeys.signIn(body.response as AuthenticationResponseJSON, site).catch(() => undefined);
  if (!person) {
    auth.limits.failed(keys);
    return answerJson(response, 401, { message: "This passkey is not one of this server's, or it could not be checked. Sign in with your password." });
  }
  const then = safeThen(typeof body.then === 'string' ? body.then : null);
  answerJson(response, 200, { status: 'ok', next: then }, { 'Set-Cookie': sessionCookies(auth, person) });
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse((await readBody(request, 64 * 1024))?.toString('utf8') ?? '');
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- an object's fields are each checked where read
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function answerJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function signInPage(then: string, offered: boolean, problem?: string): string {
  return page(
    'Sign in — editing server',
    html`<h1>Sign in to edit the site</h1>
      ${problem ? html`<p class="card problem" role="alert">${problem}</p>` : ''}
      <form method="post" action="${editorPath}/sign-in?then=${encodeURIComponent(then)}">
        <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required /> <label for="password">Password</label
        ><input id="password" name="password" type="password" autocomplete="current-password" required />
        <p><button type="submit">Sign in</button></p>
      </form>
      ${
        offered
          ? html`<section id="passkey" hidden aria-label="Passkey">
                <p>Or, with a passkey added on this device:</p>
                <p><button type="button" id="use-passkey" class="quiet">Use a passkey</button></p>
              </section>
              <script src="${editorPath}/passkeys.js" defer></script>`
          : ''
      }
      <p class="meta">No password yet? Use the link the site's owner sent you. Forgot it? Ask them for a new link.</p>`,
  );
}

async function setPassword(auth: Auth, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const form = request.method === 'POST' ? await readForm(request) : undefined;
  const token = form?.get('token') ?? url.searchParams.get('token') ?? '';
  const person = auth.people.bySetupToken(token);
  if (!person)
    return sendPage(
      response,
      404,
      page(
        'Link expired — editing server',
        html`<h1>This link no longer works</h1>
          <p>It was used already or is more than a week old. Ask the site's owner for a new one.</p>`,
      ),
    );
  const offered = siteOf(auth, request) !== undefined;
  if (!form) return sendPage(response, 200, setPasswordPage(person, token, offered));
  if (!sameOrigin(request, auth.address))
    return sendPage(response, 403, setPasswordPage(person, token, offered, 'This form was sent from another site, so it was refused.'));
  const password = form.get('password') ?? '';
  if (password.length < passwordMinimum)
    return sendPage(response, 422, setPasswordPage(person, token, offered, `Choose a password of at least ${passwordMinimum} characters.`));
  if (password !== form.get('again'))
    return sendPage(response, 422, setPasswordPage(person, token, offered, 'The two passwords differ: type the same one twice.'));
  auth.people.setPassword(person.email, await hashPassword(password));
  redirect(response, `${editorPath}/sign-in`);
}

function setPasswordPage(person: Person, token: string, offered: boolean, problem?: string): string {
  return page(
    'Choose a password — editing server',
    html`<h1>Welcome, ${person.name}</h1>
      <p>Choose the password you will sign in with, as ${person.email}.</p>
      ${problem ? html`<p class="card problem" role="alert">${problem}</p>` : ''}
      <form method="post" action="${editorPath}/set-password">
        <input type="hidden" name="token" value="${token}" />
        <input type="hidden" name="email" value="${person.email}" autocomplete="username" />
        <label for="password">New password (at least ${passwordMinimum} characters)</label
        ><input id="password" name="password" type="password" autocomplete="new-password" minlength="${passwordMinimum}" required />
        <label for="again">The same password again</label><input id="again" name="again" type="password" autocomplete="new-password" required />
        <p><button type="submit">Save the password</button></p>
      </form>
      ${
        offered
          ? html`<section id="passkey" class="card" hidden aria-labelledby="passkey-heading">
                <h2 id="passkey-heading">A passkey too, if you like</h2>
                <p>A passkey lets this device sign you in without the password, with its fingerprint, face or PIN. Add it before saving the password.</p>
                <p><button type="button" id="add-passkey" class="quiet">Add a passkey on this device</button></p>
              </section>
              <script src="${editorPath}/passkeys.js" defer></script>`
          : ''
      }`,
  );
}
