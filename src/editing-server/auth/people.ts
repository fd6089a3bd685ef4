import { join } from 'node:path';
import { JsonFile } from '../store.ts';
import { newToken, tokenHash } from './tokens.ts';

const roles = ['editor', 'publisher'] as const;
type Role = (typeof roles)[number];

/** Someone who may sign in: a publisher may also publish and restore (docs/BEHAVIOUR.md#editing-server). */
export interface Person {
  email: string;
  name: string;
  role: Role;
  /** argon2id; absent until the person has used their link. */
  passwordHash?: string;
  /** The one-time link's secret, hashed, and until when it works (ms since 1970). */
  setup?: { tokenHash: string; expires: number };
  /** The passkeys added through the link: each a device's public key, never a secret. */
  passkeys?: StoredPasskey[];
}

/** A WebAuthn credential as the data folder keeps it: its id and COSE public key in base64url. */
export interface StoredPasskey {
  id: string;
  publicKey: string;
  /** The authenticator's signature counter: a sign-in that does not raise it (when it counts) is a copied key. */
  counter: number;
  transports?: string[];
}

/** How long a link to set a password works. */
const setupLifetime = 7 * 24 * 60 * 60 * 1000;

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export class PeopleError extends Error {
  override name = 'PeopleError';
}

/** The people of one editing server, in `people.json` of its data folder. */
export class People {
  private readonly file: JsonFile<{ people: Person[] }>;

  constructor(dataFolder: string) {
    this.file = new JsonFile(join(dataFolder, 'people.json'), () => ({ people: [] }));
  }

  find(email: string): Person | undefined {
    const wanted = email.trim().toLowerCase();
    return this.file.read().people.find((person) => person.email === wanted);
  }

  /**
   * Adds someone (or, for an email already known, gives them a new link and the role and name
   * given): the secret of their one-time link to set a password, to be sent to them.
   */
  invite({ name, email, role }: { name: string; email: string; role: string }, now = Date.now()): string {
    const address = email.trim().toLowerCase();
    if (!emailPattern.test(address)) throw new PeopleError(`"${email}" is not an email address.`);
    if (name.trim() === '') throw new PeopleError('Give the person a name (--name "Ana García"): the draft\'s history shows it.');
    if (!isRole(role)) throw new PeopleError(`The role is ${roles.join(' or ')}, not "${role}".`);
    const token = newToken();
    const setup = { tokenHash: tokenHash(token), expires: now + setupLifetime };
    this.file.update(({ people }) => {
      const others = people.filter((person) => person.email !== address);
      const known = people.find((person) => person.email === address);
      return { people: [...others, { ...known, email: address, name: name.trim(), role, setup }] };
    });
    return token;
  }

  /** The person whose unexpired link `token` is, if any. */
  bySetupToken(token: string, now = Date.now()): Person | undefined {
    const hash = tokenHash(token);
    return this.file.read().people.find(({ setup }) => setup !== undefined && setup.tokenHash === hash && setup.expires > now);
  }

  /** Sets the password's hash and spends the link. */
  setPassword(email: string, passwordHash: string): void {
    this.change(email, ({ setup: _spent, ...person }) => ({ ...person, passwordHash }));
  }

  addPasskey(email: string, passkey: StoredPasskey): void {
    this.change(email, (person) => ({ ...person, passkeys: [...(person.passkeys ?? []).filter(({ id }) => id !== passkey.id), passkey] }));
  }

  /** The person a passkey is of, and the passkey. */
  byPasskey(id: string): { person: Person; passkey: StoredPasskey } | undefined {
    for (const person of this.file.read().people) {
      const passkey = person.passkeys?.find((entry) => entry.id === id);
      if (passkey) return { person, passkey };
    }
    return undefined;
  }

  /** Records the counter a sign-in with the passkey `id` reached. */
  passkeyUsed(email: string, id: string, counter: number): void {
    this.change(email, (person) => ({ ...person, passkeys: (person.passkeys ?? []).map((entry) => (entry.id === id ? { ...entry, counter } : entry)) }));
  }

  private change(email: string, change: (person: Person) => Person): void {
    this.file.update(({ people }) => ({ people: people.map((person) => (person.email === email ? change(person) : person)) }));
  }
}

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);
