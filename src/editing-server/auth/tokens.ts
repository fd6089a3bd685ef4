import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a link, a session or a form: 32 random bytes, as URL-safe text. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the data folder keeps of a secret: its hash, so a copy of the folder opens no session. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
