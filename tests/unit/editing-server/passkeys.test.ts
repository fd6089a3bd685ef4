import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Passkeys } from '../../../src/editing-server/auth/passkeys.ts';
import { People } from '../../../src/editing-server/auth/people.ts';

const site = { origin: 'https://edit.example.com', rpID: 'edit.example.com' };
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

/**
 * A software authenticator, as a device answers WebAuthn (one P-256 key, no attestation), so that
 * the server's checks meet real signatures without a browser.
 */
class Authenticator {
  readonly id = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  register(challenge: string, origin = site.origin, rpID = site.rpID) {
    const credential = Buffer.concat([Buffer.alloc(16), Buffer.from([0, this.id.length]), this.id, coseKey(this.keys.publicKey)]);
    const authData = Buffer.concat([rpHash(rpID), Buffer.from([0x45]), counterBytes(0), credential]);
    const attestation = Buffer.concat([Buffer.from('a363666d74646e6f6e656761747453746d74a068617574684461746159', 'hex'), uint16(authData.length), authData]);
    return {
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key' as const,
      response: { clientDataJSON: clientData('webauthn.create', challenge, origin), attestationObject: b64(attestation), transports: ['internal' as const] },
      clientExtensionResults: {},
    };
  }

  signIn(challenge: string, origin = site.origin, rpID = site.rpID) {
    const authData = Buffer.concat([rpHash(rpID), Buffer.from([0x05]), counterBytes(++this.counter)]);
    const client = clientData('webauthn.get', challenge, origin);
    const signed = Buffer.concat([authData, createHash('sha256').update(Buffer.from(client, 'base64url')).digest()]);
    return {
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key' as const,
      response: { clientDataJSON: client, authenticatorData: b64(authData), signature: b64(sign('sha256', signed, this.keys.privateKey)) },
      clientExtensionResults: {},
    };
  }
}

const rpHash = (rpID: string) => createHash('sha256').update(rpID).digest();
const counterBytes = (value: number) => Buffer.from([0, 0, 0, value]);
const uint16 = (value: number) => Buffer.from([value >> 8, value & 255]);
const clientData = (type: string, challenge: string, origin: string) => b64(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The COSE form of a P-256 public key: {1: 2, 3: -7, -1: 1, -2: x, -3: y} in CBOR. */
function coseKey(publicKey: KeyObject): Buffer {
  const { x, y } = publicKey.export({ format: 'jwk' });
  return Buffer.concat([Buffer.from('a5010203262001215820', 'hex'), Buffer.from(x!, 'base64url'), Buffer.from('225820', 'hex'), Buffer.from(y!, 'base64url')]);
}

describe('passkeys', () => {
  const folder = mkdtempSync(join(tmpdir(), 'editing-passkeys-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const people = new People(folder);
  people.invite({ name: 'Ana García', email: 'ana@example.com', role: 'editor' });
  const ana = () => people.find('ana@example.com')!;
  const passkeys = new Passkeys(people);
  const device = new Authenticator();

  it('are added only in answer to a challenge given to that person, from this server’s origin', async () => {
    const otherOrigin = await passkeys.registrationOptions(ana(), site);
    expect(await passkeys.register(ana(), device.register(otherOrigin.challenge, 'https://evil.example'), site)).toBe(false);
    expect(await passkeys.register(ana(), device.register('a challenge never given'), site)).toBe(false);
    const options = await passkeys.registrationOptions(ana(), site);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(await passkeys.register(ana(), device.register(options.challenge), site)).toBe(true);
    expect(ana().passkeys?.map(({ id }) => id)).toEqual([b64(device.id)]);
  });

  it('sign in the person whose passkey signed a challenge of this server, once per challenge', async () => {
    const { challenge } = await passkeys.signInOptions(site);
    const answer = device.signIn(challenge);
    expect((await passkeys.signIn(answer, site))?.email).toBe('ana@example.com');
    expect(await passkeys.signIn(answer, site)).toBeUndefined();
  });

  it('refuse a wrong origin, another site’s host name, a challenge never given and one expired', async () => {
    const origin = await passkeys.signInOptions(site);
    expect(await passkeys.signIn(device.signIn(origin.challenge, 'https://evil.example'), site)).toBeUndefined();
    const rpID = await passkeys.signInOptions(site);
    expect(await passkeys.signIn(device.signIn(rpID.challenge, site.origin, 'evil.example'), site)).toBeUndefined();
    expect(await passkeys.signIn(device.signIn(b64(randomBytes(32))), site)).toBeUndefined();
    const old = await passkeys.signInOptions(site, 0);
    expect(await passkeys.signIn(device.signIn(old.challenge), site, 5 * 60 * 1000)).toBeUndefined();
  });

  it('refuse a device nobody added', async () => {
    const { challenge } = await passkeys.signInOptions(site);
    expect(await passkeys.signIn(new Authenticator().signIn(challenge), site)).toBeUndefined();
  });
});
