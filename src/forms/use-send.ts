import { useCallback, useRef, useState, type SubmitEvent } from 'react';
import type { FieldSpec } from '../shared/contact-fields.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import { classifySendError, type SendFailure } from './send-error.ts';
import { focusFirstInvalid, validateFields } from './validation.ts';

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

  /**
   * What every form does on submit: a bot that filled the honeypot is shown success and nothing is
   * sent; otherwise invalid fields are reported and the first is focused; otherwise `send` runs.
   */
  const submit = useCallback(
    (event: SubmitEvent<HTMLFormElement>, options: { trapId: string; fields: readonly FieldSpec[]; setErrors: (errors: Record<string, UiTextKey>) => void; send: (form: HTMLFormElement) => Promise<void> }) => {
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
      void run(() => options.send(form), () => form.reset());
    },
    [run],
  );

  return { state, submit };
}
