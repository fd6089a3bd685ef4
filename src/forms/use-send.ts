import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { FieldSpec } from '../shared/contact-fields.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import { classifySendError, type SendError, type SendFailure } from './send-error.ts';
import { focusFirstInvalid, validateFields } from './validation.ts';

/** A rate limit's wait: when it ends (epoch milliseconds), how long it was when it began, and whether it is over. */
interface Wait {
  until: number;
  seconds: number;
  over: boolean;
}

export type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; reason: SendFailure; wait?: Wait };

/**
 * How long a send holds the button disabled at the least: the second click of a double click lands
 * on it even when the answer comes back at once (docs/BEHAVIOUR.md#contact-form).
 */
const oneIntentMs = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

function failed(failure: SendError): SendState {
  if (failure.reason !== 'rate-limited') return { status: 'failed', reason: failure.reason };
  const now = Date.now();
  const until = failure.retryAt ?? now;
  return { status: 'failed', reason: failure.reason, wait: { until, seconds: Math.ceil((until - now) / 1000), over: until <= now } };
}

/**
 * The life of one send: one send per intent (a submit while sending, or within `oneIntentMs` of the
 * last, is ignored), none before a rate limit's wait is over, success and failure remembered for the
 * announcement, and a new attempt clears the last outcome.
 */
export function useSend() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const busy = useRef(false);
  /** Until when (epoch milliseconds) a rate limit refuses the next send. */
  const waitUntil = useRef(0);

  useEffect(() => {
    if (state.status !== 'failed' || !state.wait || state.wait.over) return undefined;
    const { wait } = state;
    const timer = setTimeout(() => setState({ ...state, wait: { ...wait, over: true } }), wait.until - Date.now());
    return () => clearTimeout(timer);
  }, [state]);

  const run = useCallback(async (send: () => Promise<void>, onSent: () => void) => {
    if (busy.current || Date.now() < waitUntil.current) return;
    busy.current = true;
    const started = Date.now();
    setState({ status: 'sending' });
    let failure: SendError | undefined;
    try {
      await send();
    } catch (error) {
      failure = classifySendError(error);
      waitUntil.current = failure.retryAt ?? 0;
    }
    await pause(started + oneIntentMs - Date.now());
    if (!failure) onSent();
    busy.current = false;
    setState(failure ? failed(failure) : { status: 'sent' });
  }, []);

  const submit = useCallback((event: SubmitEvent<HTMLFormElement>, options: SubmitOptions) => submitForm(event, options, run, setState), [run]);

  const waiting = state.status === 'failed' && state.wait?.over === false;
  return { state, submit, waiting };
}

interface SubmitOptions {
  /** The id of the honeypot field only robots fill in. */
  trapId: string;
  fields: readonly FieldSpec[];
  setErrors: (errors: Record<string, UiTextKey>) => void;
  send: (form: HTMLFormElement) => Promise<void>;
}

/**
 * What every form does on submit: a bot that filled the honeypot is shown success and nothing is
 * sent; otherwise invalid fields are reported and the first is focused; otherwise `send` runs.
 */
function submitForm(
  event: SubmitEvent<HTMLFormElement>,
  options: SubmitOptions,
  run: (send: () => Promise<void>, onSent: () => void) => Promise<void>,
  setState: (state: SendState) => void,
): void {
  event.preventDefault();
  const form = event.currentTarget;
  const trap = form.elements.namedItem(options.trapId);
  if (trap instanceof HTMLInputElement && trap.value) {
    form.reset();
    setState({ status: 'sent' });
    return;
  }
  const errors = validateFields(form, options.fields);
  options.setErrors(errors);
  if (Object.keys(errors).length > 0) {
    focusFirstInvalid(form, errors);
    return;
  }
  void run(
    () => options.send(form),
    () => form.reset(),
  );
}
