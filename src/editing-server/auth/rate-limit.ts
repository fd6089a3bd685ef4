/**
 * Failed sign-ins, counted per account and per network address (docs/BEHAVIOUR.md#editing-server): after
 * `allowed` failures within `window` ms, that account or address waits until the window of its
 * oldest counted failure has passed. A success clears the account's count, not the address's.
 */
export class SignInLimits {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly allowed = 5,
    private readonly window = 15 * 60 * 1000,
  ) {}

  /** How many ms `keys` must still wait, the longest of them; 0 when they may try. */
  waitFor(keys: string[], now = Date.now()): number {
    return Math.max(0, ...keys.map((key) => this.waitOf(key, now)));
  }

  failed(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }

  private waitOf(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < this.allowed ? 0 : recent[recent.length - this.allowed]! + this.window - now;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => time > now - this.window);
  }
}

export const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string | undefined): string => `address:${address ?? 'unknown'}`;
