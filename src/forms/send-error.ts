/** Why a send failed, in the terms the visitor is told (docs/BEHAVIOUR.md#outcomes). */
export type SendFailure = 'refused' | 'network' | 'rate-limited' | 'timeout';

/**
 * A failed send. `detail` is what the console keeps for support (docs/BEHAVIOUR.md#outcomes): a
 * cause in words of our own, never a provider's answer, which may echo what the visitor typed.
 * `retryAt` (epoch milliseconds) says when a rate-limited visitor may send again.
 */
export class SendError extends Error {
  constructor(
    readonly reason: SendFailure,
    readonly status: number,
    readonly detail: string,
    readonly retryAt?: number,
  ) {
    super(`${reason}: ${status} ${detail}`);
    this.name = 'SendError';
  }
}

/**
 * Sorts every way EmailJS's SDK rejects: an EmailJSResponseStatus for an HTTP answer and for its
 * rate limit (429), a bare string when its own parameter checks fail, TypeError for a network failure.
 */
export function classifySendError(error: unknown): SendError {
  if (error instanceof SendError) return error;
  if (error instanceof TypeError) return new SendError('network', 0, 'Network Error');
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const { status } = error;
    if (status === 429) return new SendError('rate-limited', 429, 'Too Many Requests');
    if (status === 0) return new SendError('network', 0, 'Network Error');
    return new SendError('refused', status, 'Refused');
  }
  return new SendError('refused', 0, 'Refused before sending');
}

/** The longest wait a Retry-After is taken at: beyond it, a timer could not hold it, nor a visitor wait it out. */
const longestWaitMs = 24 * 3600_000;
const httpDate = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? /i;

/**
 * When a 429's Retry-After lets the next send go (epoch milliseconds): delta-seconds or an
 * HTTP-date (asctime's, which names no zone, in GMT as HTTP says), never before `now` nor more than
 * a day after it. Undefined when the header is absent or unreadable.
 */
export function retryAfter(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  let at = Number.NaN;
  if (/^\d+$/.test(value)) at = now + Number(value) * 1000;
  else if (httpDate.test(value)) at = Date.parse(/GMT$/i.test(value) ? value : `${value} GMT`);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(at, now), now + longestWaitMs);
}
