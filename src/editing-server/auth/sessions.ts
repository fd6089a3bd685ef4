import { join } from 'node:path';
import { JsonFile } from '../store.ts';
import { newToken, sameSecret, tokenHash } from './tokens.ts';

interface StoredSession {
  /** The cookie's secret, hashed: the data folder alone opens no session. */
  tokenHash: string;
  email: string;
  /** The CSRF token every write of this session carries (docs/BEHAVIOUR.md#editing-server). */
  csrf: string;
  expires: number;
}

/** A signed-in session as a request presents it. */
export interface Session {
  email: string;
  csrf: string;
  expires: number;
}

/**
 * Sessions, in `sessions.json` of the data folder: they outlive a restart of the server and end
 * `lifetime` ms after sign-in, or at sign-out.
 */
export class Sessions {
  private readonly file: JsonFile<{ sessions: StoredSession[] }>;

  constructor(
    dataFolder: string,
    readonly lifetime: number,
  ) {
    this.file = new JsonFile(join(dataFolder, 'sessions.json'), () => ({ sessions: [] }));
  }

  /** A new session for `email`: the cookie's secret, and the session. Ended sessions are dropped meanwhile. */
  open(email: string, now = Date.now()): { token: string; session: Session } {
    const token = newToken();
    const session = { email, csrf: newToken(), expires: now + this.lifetime };
    this.file.update(({ sessions }) => ({ sessions: [...sessions.filter(({ expires }) => expires > now), { tokenHash: tokenHash(token), ...session }] }));
    return { token, session };
  }

  /** The live session whose cookie's secret is `token`, or undefined. */
  find(token: string | undefined, now = Date.now()): Session | undefined {
    if (!token) return undefined;
    const hash = tokenHash(token);
    const stored = this.file.read().sessions.find((session) => sameSecret(session.tokenHash, hash));
    if (!stored || stored.expires <= now) return undefined;
    return { email: stored.email, csrf: stored.csrf, expires: stored.expires };
  }

  close(token: string): void {
    const hash = tokenHash(token);
    this.file.update(({ sessions }) => ({ sessions: sessions.filter((session) => session.tokenHash !== hash) }));
  }
}
