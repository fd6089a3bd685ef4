import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { People, Person } from './people.ts';

/** Where the browser is: the origin a passkey is bound to, and its relying party id (the host name). */
export interface Site {
  origin: string;
  rpID: string;
}

/** How long a challenge may wait for the device's answer. */
const challengeLifetime = 5 * 60 * 1000;

/**
 * Passkeys (WebAuthn) of the editing server (docs/BEHAVIOUR.md#editing-server): added through the
 * owner's one-time link, used at sign-in instead of the password. Every challenge is made here,
 * answered once, within five minutes, from this server's own origin: any other is refused.
 */
export class Passkeys {
  /** Challenges given out, until answered or expired: for whom (a registration) and until when. */
  private readonly challenges = new Map<string, { email?: string; expires: number }>();

  constructor(private readonly people: People) {}

  async registrationOptions(person: Person, site: Site, now = Date.now()): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: 'Editing server',
      rpID: site.rpID,
      userName: person.email,
      userDisplayName: person.name,
      attestationType: 'none',
      excludeCredentials: (person.passkeys ?? []).map(({ id, transports }) => ({ id, ...(transports ? { transports } : {}) })),
      // Resident, so that the sign-in page needs no email to offer it.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    this.issue(options.challenge, now, person.email);
    return options;
  }

  /** Whether `response` is a new passkey of `person` answering a challenge given to them; if so it is kept. */
  async register(person: Person, response: RegistrationResponseJSON, site: Site, now = Date.now()): Promise<boolean> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => this.answer(challenge, now, person.email),
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return false;
    const { id, publicKey, counter, transports } = verified.registrationInfo.credential;
    this.people.addPasskey(person.email, { id, publicKey: Buffer.from(publicKey).toString('base64url'), counter, ...(transports ? { transports } : {}) });
    return true;
  }

  async signInOptions(site: Site, now = Date.now()): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: site.rpID, userVerification: 'required' });
    this.issue(options.challenge, now);
    return options;
  }

  /** The person whose passkey signed a challenge of this server, from its origin; undefined for anything else. */
  async signIn(response: AuthenticationResponseJSON, site: Site, now = Date.now()): Promise<Person | undefined> {
    const found = this.people.byPasskey(response.id);
    if (!found) return undefined;
    const { person, passkey } = found;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => this.answer(challenge, now),
      expectedOrigin: site.origin,
      expectedRPID: site.rpID,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        ...(passkey.transports ? { transports: passkey.transports } : {}),
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return undefined;
    this.people.passkeyUsed(person.email, passkey.id, verified.authenticationInfo.newCounter);
    return person;
  }

  private issue(challenge: string, now: number, email?: string): void {
    for (const [known, { expires }] of this.challenges) if (expires <= now) this.challenges.delete(known);
    this.challenges.set(challenge, { ...(email ? { email } : {}), expires: now + challengeLifetime });
  }

  /** Whether `challenge` was given out (to `email`, for a registration) and is still open; it is spent either way. */
  private answer(challenge: string, now: number, email?: string): boolean {
    const issued = this.challenges.get(challenge);
    this.challenges.delete(challenge);
    return issued !== undefined && issued.expires > now && issued.email === email;
  }
}

/** The browser's side: SimpleWebAuthn's bundle, then the pages' own buttons (set-password and sign-in). */
export const passkeysScript = (): string => {
  const browserLibrary = join(dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')), '../dist/bundle/index.umd.min.js');
  return `${readFileSync(browserLibrary, 'utf8')}\n${pageScript}`;
};

const pageScript = `
(() => {
const { startRegistration, startAuthentication, browserSupportsWebAuthn } = SimpleWebAuthnBrowser;
const part = document.getElementById('passkey');
if (!part || !browserSupportsWebAuthn()) return;
part.hidden = false;
async function post(path, body) {
  const response = await fetch('/__editor/passkey/' + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.message);
  return answer;
}
function say(text, problem) {
  let line = document.getElementById('passkey-said');
  if (!line) {
    line = document.createElement('p');
    line.id = 'passkey-said';
    part.append(line);
  }
  line.className = 'card ' + (problem ? 'problem' : 'done');
  line.setAttribute('role', problem ? 'alert' : 'status');
  line.textContent = text;
}
const closed = 'The device did not give a passkey (its window was closed, or it took too long). Try again, or use the password.';
const words = (error) => (error && error.name === 'NotAllowedError' ? closed : error.message);
const token = document.querySelector('input[name=token]');
document.getElementById('add-passkey')?.addEventListener('click', async () => {
  try {
    const optionsJSON = await post('register-options', { token: token.value });
    const response = await startRegistration({ optionsJSON });
    await post('register', { token: token.value, response });
    say('Passkey added: this device can sign you in with it. Choose your password below too, for where the passkey is not at hand.');
  } catch (error) {
    say(words(error), true);
  }
});
document.getElementById('use-passkey')?.addEventListener('click', async () => {
  try {
    const optionsJSON = await post('sign-in-options', {});
    const response = await startAuthentication({ optionsJSON });
    const { next } = await post('sign-in', { response, then: new URLSearchParams(location.search).get('then') ?? '/' });
    location.assign(next);
  } catch (error) {
    say(words(error), true);
  }
});
})();
`;
