import type { RefObject } from 'react';
import { useUiText } from '../i18n/use-ui-text.ts';

/** Under hash routing '#main' would be read as a route, so the link moves focus itself. */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const ui = useUiText();
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
        target.current?.scrollIntoView();
      }}
    >
      {ui('common.skipToContent')}
    </a>
  );
}
