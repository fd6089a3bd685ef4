import { useUiText } from '../i18n/use-ui-text.ts';
import { useTexts } from '../i18n/use-texts.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import type { SendFailure } from './send-error.ts';
import type { SendState } from './use-send.ts';

const failureTexts: Record<SendFailure, UiTextKey> = {
  refused: 'common.form.failedRefused',
  network: 'common.form.failedNetwork',
  'rate-limited': 'common.form.failedRateLimited',
  timeout: 'common.form.failedTimeout',
};

/** When a rate limit lets the visitor send again, in `language`'s words: "in 10 seconds", "in 2 minutes", "now". */
function whenAgain(wait: { seconds: number; over: boolean } | undefined, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = wait && !wait.over ? Math.max(1, wait.seconds) : 0;
  if (seconds < 60) return format.format(seconds, 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * Success in role="status", failure in role="alert", both always in the page language
 * (docs/BEHAVIOUR.md#outcomes).
 */
export function FormOutcome({ state, sentText, className }: { state: SendState; sentText: UiTextKey; className?: string }) {
  const ui = useUiText();
  const { i18n } = useTexts();
  return (
    <>
      <div role="status" className={`form-outcome form-outcome--sent${className ? ` ${className}` : ''}`}>
        {state.status === 'sent' && ui(sentText)}
      </div>
      {state.status === 'failed' && (
        <div role="alert" className={`form-outcome form-outcome--failed${className ? ` ${className}` : ''}`}>
          {ui(failureTexts[state.reason], { when: whenAgain(state.wait, i18n.language) })}
        </div>
      )}
    </>
  );
}
