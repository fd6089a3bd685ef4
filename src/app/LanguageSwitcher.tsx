import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useUiText } from '../i18n/use-ui-text.ts';
import { useSite } from '../kit/site-context.ts';
import { addressOf, locationOf } from '../routing/addresses.ts';

/**
 * Each language named in itself, the language on screen marked (docs/BEHAVIOUR.md#language). With
 * hash routing two buttons, pressed or not: the address names no language. With path routing a
 * link to the same page in each language, which crawlers, new tabs and a page without its code
 * follow; a plain click switches inside the app, as the button does.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { site, language, switchLanguage } = useSite();
  const ui = useUiText();
  const [failed, setFailed] = useState(false);
  const [location] = useLocation();

  const choose = (code: string) => {
    setFailed(false);
    switchLanguage(code).catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  };
  // The not-found page is drawn at build time for any unknown address (route '*'): there its links
  // lead to each language's home page; in the browser, to the address in each language.
  const { route } = addressOf(location, site);
  const here = route === '*' ? '' : route;

  return (
    <div className={`language-switcher${className ? ` ${className}` : ''}`} role="group" aria-label={ui('common.language')}>
      {site.languages.available.map(({ code, label }) =>
        site.routing === 'path' ? (
          <Link
            key={code}
            href={locationOf(here, code, site)}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            // wouter calls this for a plain click only: a new tab or window opens the address.
            onClick={(event) => {
              event.preventDefault();
              choose(code);
            }}
            className="language-switcher__button"
          >
            {label}
          </Link>
        ) : (
          <button key={code} type="button" lang={code} aria-pressed={code === language} onClick={() => choose(code)} className="language-switcher__button">
            {label}
          </button>
        ),
      )}
      {failed && (
        <span role="alert" className="language-switcher__error">
          {ui('common.loadFailed')}
        </span>
      )}
    </div>
  );
}
