import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from '../../../src/editing-server/auth/passwords.ts';
import { Passkeys } from '../../../src/editing-server/auth/passkeys.ts';
import { People } from '../../../src/editing-server/auth/people.ts';
import { SignInLimits } from '../../../src/editing-server/auth/rate-limit.ts';
import { Sessions } from '../../../src/editing-server/auth/sessions.ts';
import { gate, type Auth } from '../../../src/editing-server/auth/sign-in.ts';

const hour = 60 * 60 * 1000;

describe('passwords', () => {
  it('are argon2id hashes that match only their own password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await passwordMatches(stored, 'correct horse battery')).toBe(true);
    expect(await passwordMatches(stored, 'correct horse batterY')).toBe(false);
    expect(await passwordMatches('not a hash', 'correct horse battery')).toBe(false);
  });
});

describe('sessions', () => {
  const folder = mkdtempSync(join(tmpdir(), 'editing-sessions-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('end when their time is up, and at sign-out; the data folder keeps no secret that opens one', () => {
    const sessions = new Sessions(folder, 12 * hour);
    const { token } = sessions.open('ana@example.com', 0);
    expect(sessions.find(token, 12 * hour - 1)?.email).toBe('ana@example.com');
    expect(sessions.find(token, 12 * hour)).toBeUndefined();
    expect(sessions.find(`${token}x`, 1)).toBeUndefined();
    expect(readFileSync(join(folder, 'sessions.json'), 'utf8')).not.toContain(token);
    sessions.close(token);
    expect(sessions.find(token, 1)).toBeUndefined();
  });
});

describe('sign-in limits', () => {
  const folder = mkdtempSync(join(tmpdir(), 'editing-limits-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const fresh = () => mkdtempSync(join(folder, 'data-'));

  it('make an account wait after five wrong passwords, from any address', () => {
    const limits = new SignInLimits(fresh(), 5, 15 * 60_000);
    for (let attempt = 0; attempt < 5; attempt++) limits.failed(['account:ana', `address:10.0.0.${attempt}`], 1000);
    expect(limits.waitFor(['account:ana', 'address:10.0.0.9'], 2000)).toBe(15 * 60_000 - 1000);
    expect(limits.waitFor(['account:ana', 'address:10.0.0.9'], 1000 + 15 * 60_000)).toBe(0);
  });

  it('make an address wait after five wrong passwords, for any account', () => {
    const limits = new SignInLimits(fresh(), 5, 15 * 60_000);
    for (let attempt = 0; attempt < 5; attempt++) limits.failed([`account:person${attempt}`, 'address:10.0.0.1'], 0);
    expect(limits.waitFor(['account:someone-else', 'address:10.0.0.1'], 1)).toBeGreaterThan(0);
    expect(limits.waitFor(['account:someone-else', 'address:10.0.0.2'], 1)).toBe(0);
  });

  it('survive a restart: a new server on the same data folder counts the same failures; a success clears the account', () => {
    const data = fresh();
    const before = new SignInLimits(data, 3, 60_000);
    for (let attempt = 0; attempt < 3; attempt++) before.failed(['account:ana', 'address:10.0.0.1'], 1000);
    const after = new SignInLimits(data, 3, 60_000);
    expect(after.waitFor(['account:ana'], 2000)).toBe(59_000);
    expect(after.waitFor(['address:10.0.0.1'], 2000)).toBe(59_000);
    after.succeeded('account:ana', 2000);
    expect(new SignInLimits(data, 3, 60_000).waitFor(['account:ana'], 2000)).toBe(0);
    expect(new SignInLimits(data, 3, 60_000).waitFor(['address:10.0.0.1'], 2000)).toBe(59_000);
    expect(readdirSync(data)).toEqual(['sign-in-failures.json']);
  });
});

describe('the gate', () => {
  const folder = mkdtempSync(join(tmpdir(), 'editing-gate-'));
  let server: Server;
  let port = 0;
  let auth: Auth;
  const host = () => `127.0.0.1:${port}`;
  const origin = () => `http://${host()}`;

  beforeAll(async () => {
    const people = new People(folder);
    const token = people.invite({ name: 'Ana García', email: 'ana@example.com', role: 'editor' });
    people.setPassword(people.bySetupToken(token)!.email, await hashPassword('correct horse battery'));
    auth = {
      people,
      passkeys: new Passkeys(people),
      sessions: new Sessions(folder, hour),
      limits: new SignInLimits(folder, 3, 60_000),
      address: { hosts: [], https: false },
      trustProxy: false,
    };
    server = createServer((request, response) => {
      void gate(auth, request, response).then((signedIn) => {
        if (signedIn) response.end(`through as ${signedIn.person.name}`);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as { port: number }).port;
    auth.address.hosts.push(host());
  });
  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers only at a configured Host', async () => {
    const answer = await send('GET', '/', { Host: 'evil.example' });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain('does not answer at this address');
  });

  it('serves nothing of the site before sign-in: pages lead to the sign-in, anything else is refused', async () => {
    expect(await send('GET', '/src/main.tsx', {})).toMatchObject({ status: 401 });
    const page = await send('GET', '/about-us', { Accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/__editor/sign-in?then=%2Fabout-us');
  });

  it('signs in with the right password only, into a HttpOnly, SameSite=Strict cookie, and never leads off the site', async () => {
    expect((await signIn('wrong password here')).status).toBe(401);
    const answer = await signIn('correct horse battery', '//evil.example/');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const cookies = answer.headers['set-cookie'] ?? [];
    expect(cookies.find((cookie) => cookie.startsWith('editor-session='))).toMatch(/HttpOnly/);
    expect(cookies.every((cookie) => cookie.includes('SameSite=Strict'))).toBe(true);
    const session = sessionOf(cookies);
    expect((await send('GET', '/', { Cookie: session.cookie })).body).toBe('through as Ana García');
  });

  it('refuses a sign-in from another site', async () => {
    expect((await signIn('correct horse battery', '/', 'https://evil.example')).status).toBe(403);
  });

  it('takes writes only from its own origin, with the session’s CSRF token', async () => {
    const { cookie, csrf } = sessionOf((await signIn('correct horse battery')).headers['set-cookie'] ?? []);
    const write = (headers: Record<string, string>) => send('POST', '/__edit-mode/save', { Cookie: cookie, 'Content-Type': 'application/json', ...headers });
    expect((await write({ Origin: origin() })).status).toBe(403);
    expect((await write({ Origin: origin(), 'X-CSRF-Token': `${csrf}x` })).status).toBe(403);
    expect((await write({ Origin: 'http://evil.example', 'X-CSRF-Token': csrf })).status).toBe(403);
    expect((await write({ 'X-CSRF-Token': csrf })).status).toBe(403);
    expect((await write({ Origin: origin(), 'X-CSRF-Token': csrf })).body).toBe('through as Ana García');
  });

  it('makes an account wait after too many wrong passwords, even for the right one', async () => {
    auth.limits = new SignInLimits(mkdtempSync(join(folder, 'limits-')), 3, 60_000);
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn('wrong password here')).status).toBe(401);
    const refused = await signIn('correct horse battery');
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('Too many wrong passwords');
  });

  function signIn(password: string, then = '/', from = origin()) {
    const body = new URLSearchParams({ email: 'ana@example.com', password }).toString();
    return send('POST', `/__editor/sign-in?then=${encodeURIComponent(then)}`, { Origin: from, 'Content-Type': 'application/x-www-form-urlencoded' }, body);
  }

  function send(method: string, path: string, headers: Record<string, string>, body = '') {
    return new Promise<{ status: number; body: string; headers: import('node:http').IncomingHttpHeaders }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { Host: host(), ...headers } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
});

function sessionOf(cookies: string[]): { cookie: string; csrf: string } {
  const value = (name: string) =>
    decodeURIComponent(
      cookies
        .find((cookie) => cookie.startsWith(`${name}=`))!
        .split(';')[0]!
        .slice(name.length + 1),
    );
  return { cookie: `editor-session=${value('editor-session')}`, csrf: value('editor-csrf') };
}
