import { useCallback, useRef, useState } from 'react';
import { classifySendError, type SendFailure } from './send.ts';

export type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; reason: SendFailure };

/**
 * The life of one send: a second submit while sending is ignored (one click sends once), success
 * and failure are remembered for the announcement, and a new attempt clears the last outcome.
 */
export function useSend() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const busy = useRef(false);

  const run = useCallback(async (send: () => Promise<void>, onSent: () => void) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    try {
      await send();
      onSent();
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', reason: classifySendError(error).reason });
    } finally {
      busy.current = false;
    }
  }, []);

  /** For a bot caught by the honeypot: look exactly like success, send nothing. */
  const pretendSent = useCallback(() => setState({ status: 'sent' }), []);

  return { state, run, pretendSent };
}
