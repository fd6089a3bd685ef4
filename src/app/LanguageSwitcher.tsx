import { useState } from 'react';
import { useUiText } from '../i18n/use-ui-text.ts';
import { useSite } from '../kit/site-context.ts';

/** Two buttons, each language named in itself; the language on screen is pressed (docs/BEHAVIOUR.md#language). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { site, language, switchLanguage } = useSite();
  const ui = useUiText();
  const [failed, setFailed] = useState(false);

  const choose = (code: string) => {
    setFailed(false);
    switchLanguage(code).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  };

  return (
    <div className={`language-switcher${className ? ` ${className}` : ''}`} role="group" aria-label={ui('common.language')}>
      {site.languages.available.map(({ code, label }) => (
        <button key={code} type="button" lang={code} aria-pressed={code === language} onClick={() => choose(code)} className="language-switcher__button">
          {label}
        </button>
      ))}
      {failed && (
        <span role="alert" className="language-switcher__error">
          {ui('common.loadFailed')}
        </span>
      )}
    </div>
  );
}
