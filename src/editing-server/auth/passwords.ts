import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, a const enum the type check cannot read from the library's declarations. */
const argon2id = 2;

/** The shortest password the set-password page takes; longer is better, any characters. */
export const passwordMinimum = 12;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), salted per password. */
export const hashPassword = (password: string): Promise<string> =>
  // oxlint-disable-next-line typescript/no-unsafe-enum-assignment -- the value of Algorithm.Argon2id, which a const enum gives only to code compiled with the library
  hash(password, { algorithm: argon2id });

/** Whether `password` is the one `stored` was made from; a damaged hash is a mismatch, never an error that lets through. */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
