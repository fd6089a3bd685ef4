/** Why a send failed, in the terms the visitor is told (docs/BEHAVIOUR.md#outcomes). */
export type SendFailure = 'refused' | 'network' | 'rate-limited' | 'timeout';

export class SendError extends Error {
  constructor(readonly reason: SendFailure, readonly status: number, readonly detail: string) {
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
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    if (status === 429) return new SendError('rate-limited', 429, text);
    if (status === 0) return new SendError('network', 0, 'Network Error');
    return new SendError('refused', status, text);
  }
  return new SendError('refused', 0, typeof error === 'string' ? error : String(error));
}
