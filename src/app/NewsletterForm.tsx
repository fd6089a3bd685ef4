import { useId } from 'react';
import { useUiText } from '../i18n/use-ui-text.ts';

/** The footer's sign-up form. Sending is wired in its own change; the browser already checks the address. */
export function NewsletterForm() {
  const ui = useUiText();
  const inputId = useId();
  return (
    <form className="newsletter-form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">{ui('common.newsletterEmail')}</label>
      <input id={inputId} name="email" type="email" required autoComplete="off" placeholder={ui('common.newsletterEmail')} maxLength={254} />
      <button type="submit" className="button button--primary">{ui('common.newsletterSubmit')}</button>
    </form>
  );
}
