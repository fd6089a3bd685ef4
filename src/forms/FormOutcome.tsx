import { useUiText } from '../i18n/use-ui-text.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import type { SendFailure } from './send-error.ts';
import type { SendState } from './use-send.ts';

const failureTexts: Record<SendFailure, UiTextKey> = {
  refused: 'common.form.failedRefused',
  network: 'common.form.failedNetwork',
  'rate-limited': 'common.form.failedRateLimited',
  timeout: 'common.form.failedTimeout',
};

/**
 * Success in role="status", failure in role="alert", both always in the page language
 * (docs/BEHAVIOUR.md#outcomes).
 */
export function FormOutcome({ state, sentText, className }: { state: SendState; sentText: UiTextKey; className?: string }) {
  const ui = useUiText();
  return (
    <>
      <div role="status" className={`form-outcome form-outcome--sent${className ? ` ${className}` : ''}`}>
        {state.status === 'sent' && ui(sentText)}
      </div>
      {state.status === 'failed' && (
        <div role="alert" className={`form-outcome form-outcome--failed${className ? ` ${className}` : ''}`}>
          {ui(failureTexts[state.reason])}
        </div>
      )}
    </>
  );
}
