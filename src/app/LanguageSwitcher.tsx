import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiText } from '../i18n/use-ui-text.ts';
import { useSite } from './site-context.ts';

/** Two buttons, each language named in itself; the current one pressed (docs/BEHAVIOUR.md#language). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { site, switchLanguage } = useSite();
  const { i18n } = useTranslation();
  const ui = useUiText();
  const [failed, setFailed] = useState(false);
  const current = i18n.resolvedLanguage ?? i18n.language;

  const choose = (code: string) => {
    if (code === current) return;
    setFailed(false);
    switchLanguage(code).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  };

  return (
    <div className={`language-switcher${className ? ` ${className}` : ''}`} role="group" aria-label={ui('common.language')}>
      {site.languages.available.map(({ code, label }) => (
        <button key={code} type="button" lang={code} aria-pressed={code === current} onClick={() => choose(code)} className="language-switcher__button">
          {label}
        </button>
      ))}
      {failed && <span role="alert" className="language-switcher__error">{ui('common.loadFailed')}</span>}
    </div>
  );
}
