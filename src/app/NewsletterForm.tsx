import { useId, useState, type SubmitEvent } from 'react';
import { FormOutcome } from '../forms/FormOutcome.tsx';
import { loadSender } from '../forms/load-sender.ts';
import { useSend } from '../forms/use-send.ts';
import { fieldText } from '../forms/validation.ts';
import { useUiText } from '../i18n/use-ui-text.ts';
import { newsletterEmail } from '../shared/contact-fields.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import { useSite } from '../kit/site-context.ts';
import '../forms/forms.css';

const fields = [newsletterEmail];

/**
 * The footer's sign-up (docs/BEHAVIOUR.md#newsletter): EmailJS, or the site's own endpoint when
 * site.yaml names one.
 */
export function NewsletterForm() {
  const { site } = useSite();
  const ui = useUiText();
  const id = useId();
  const { state, submit: send, waiting } = useSend();
  const [errors, setErrors] = useState<Record<string, UiTextKey>>({});
  const error = errors[newsletterEmail.name];

  const submit = (event: SubmitEvent<HTMLFormElement>) =>
    send(event, {
      trapId: `${id}-trap`,
      fields,
      setErrors,
      send: async (form) => (await loadSender()).sendNewsletterSignup(fieldText(new FormData(form), newsletterEmail.name).trim(), site),
    });

  return (
    <div className="newsletter">
      <form className="newsletter-form" noValidate onSubmit={submit} onFocus={() => void loadSender().catch(() => undefined)}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {ui('common.newsletterEmail')}
        </label>
        <input
          id={`${id}-email`}
          name={newsletterEmail.name}
          type="email"
          required
          autoComplete="off"
          maxLength={newsletterEmail.maxLength}
          placeholder={ui('common.newsletterEmail')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={() => setErrors({})}
        />
        <div className="form-trap" aria-hidden="true">
          <label htmlFor={`${id}-trap`}>{ui('common.form.trap')}</label>
          <input id={`${id}-trap`} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button button--primary" disabled={state.status === 'sending'} aria-disabled={waiting || undefined}>
          {state.status === 'sending' && <span className="button__spinner" aria-hidden="true" />}
          {ui(state.status === 'sending' ? 'common.form.sending' : 'common.newsletterSubmit')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field__error newsletter__error">
          {ui(error)}
        </p>
      )}
      <FormOutcome state={state} sentText="common.form.newsletterSent" className="newsletter__outcome" />
    </div>
  );
}
