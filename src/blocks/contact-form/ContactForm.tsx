import { useId, useState, type SubmitEvent } from 'react';
import { useSite } from '../../kit/site-context.ts';
import { FormOutcome } from '../../forms/FormOutcome.tsx';
import { loadSender } from '../../forms/load-sender.ts';
import { useSend } from '../../forms/use-send.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { contactFields, type ContactFieldName } from '../../shared/contact-fields.ts';
import type { UiTextKey } from '../../shared/ui-text-keys.ts';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import '../../forms/forms.css';
import './contact-form.css';

interface Presentation {
  label: UiTextKey;
  autoComplete: string;
  inputMode?: 'tel';
  wide?: boolean;
}

const presentation: Record<ContactFieldName, Presentation> = {
  user_name: { label: 'common.form.name', autoComplete: 'name' },
  user_email: { label: 'common.form.email', autoComplete: 'email' },
  user_phone: { label: 'common.form.phone', autoComplete: 'tel', inputMode: 'tel' },
  user_subject: { label: 'common.form.subject', autoComplete: 'off' },
  message: { label: 'common.form.message', autoComplete: 'off', wide: true },
};

/** The template's fields (docs/BEHAVIOUR.md#contact-form), in its order, with how each is shown. */
const fields = contactFields.map((field) => ({ ...field, ...presentation[field.name] }));

export function ContactForm({ block }: BlockProps<'contact-form'>) {
  const { site } = useSite();
  const ui = useUiText();
  const id = useId();
  const { state, submit: send, waiting } = useSend();
  const [errors, setErrors] = useState<Record<string, UiTextKey>>({});
  const sending = state.status === 'sending';

  const submit = (event: SubmitEvent<HTMLFormElement>) =>
    send(event, { trapId: `${id}-trap`, fields, setErrors, send: async (form) => (await loadSender()).sendContactForm(form, site) });

  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="contact-form">
      <form
        noValidate
        onSubmit={submit}
        onFocus={() =>
          void loadSender()
            .then((sender) => sender.loadEmailSdk())
            .catch(() => undefined)
        }
        className="contact-form__form"
        aria-describedby={`${id}-note`}
      >
        <p id={`${id}-note`} className="contact-form__note">
          {ui('common.form.allRequired')}
        </p>
        {fields.map((field) => (
          <ContactField key={field.name} field={field} id={`${id}-${field.name}`} error={errors[field.name]} onInput={() => clearError(field.name)} />
        ))}
        <div className="form-trap" aria-hidden="true">
          <label htmlFor={`${id}-trap`}>{ui('common.form.trap')}</label>
          {/* No name: it is never part of what is sent; bots that fill every input give themselves away. */}
          <input id={`${id}-trap`} tabIndex={-1} autoComplete="off" />
        </div>
        <SendButton sending={sending} waiting={waiting} id={`${id}-sending`} />
        <div className="field--wide">
          <FormOutcome state={state} sentText="common.form.sent" />
        </div>
      </form>
    </Section>
  );
}

/** One field of the form, labelled, with its mistake below it once the visitor has tried to send. */
function ContactField({ field, id, error, onInput }: { field: (typeof fields)[number]; id: string; error: UiTextKey | undefined; onInput: () => void }) {
  const ui = useUiText();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    required: true,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onInput,
  };
  return (
    <div className={`field${field.wide ? ' field--wide' : ''}`}>
      <label htmlFor={id}>{ui(field.label)}</label>
      {field.name === 'message' ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={field.kind === 'email' ? 'email' : 'text'} {...(field.inputMode ? { inputMode: field.inputMode } : {})} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {ui(error)}
        </p>
      )}
    </div>
  );
}

/** The submit button: disabled while a message is on its way, which it says, and marked disabled while a rate limit's wait lasts. */
function SendButton({ sending, waiting, id }: { sending: boolean; waiting: boolean; id: string }) {
  const ui = useUiText();
  return (
    <div className="contact-form__actions field--wide">
      <button
        type="submit"
        className="button button--primary"
        disabled={sending}
        aria-disabled={waiting || undefined}
        aria-describedby={sending ? id : undefined}
      >
        {sending && <span className="button__spinner" aria-hidden="true" />}
        {ui(sending ? 'common.form.sending' : 'common.form.send')}
      </button>
      {sending && (
        <span id={id} className="visually-hidden">
          {ui('common.form.sending')}
        </span>
      )}
    </div>
  );
}
