import { join } from 'node:path';
import { JsonFile } from '../store.ts';

/**
 * Failed sign-ins, counted per account and per network address (docs/BEHAVIOUR.md#editing-server): after
 * `allowed` failures within `window` ms, that account or address waits until the window of its
 * oldest counted failure has passed. A success clears the account's count, not the address's.
 * The counts are kept in `sign-in-failures.json` beside the sessions, so a restart does not forgive them.
 */
export class SignInLimits {
  private readonly file: JsonFile<Record<string, number[]>>;
  private readonly failures: Map<string, number[]>;

  constructor(
    dataFolder: string,
    private readonly allowed = 5,
    private readonly window = 15 * 60 * 1000,
  ) {
    this.file = new JsonFile(join(dataFolder, 'sign-in-failures.json'), () => ({}));
    this.failures = new Map(Object.entries(this.file.read()));
  }

  /** How many ms `keys` must still wait, the longest of them; 0 when they may try. */
  waitFor(keys: string[], now = Date.now()): number {
    return Math.max(0, ...keys.map((key) => this.waitOf(key, now)));
  }

  failed(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    this.save(now);
  }

  succeeded(key: string, now = Date.now()): void {
    if (this.failures.delete(key)) this.save(now);
  }

  private waitOf(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < this.allowed ? 0 : recent[recent.length - this.allowed]! + this.window - now;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => time > now - this.window);
  }

  /** Written whole and atomically, without the failures whose window has passed. */
  private save(now: number): void {
    const live = [...this.failures.keys()].map((key) => [key, this.recent(key, now)] as const).filter(([, times]) => times.length > 0);
    this.file.write(Object.fromEntries(live));
  }
}

export const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string | undefined): string => `address:${address ?? 'unknown'}`;
