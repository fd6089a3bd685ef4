import { useEffect, useRef, type RefObject } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { ActionButtons } from '../kit/ActionButtons.tsx';
import { useUiText } from '../i18n/use-ui-text.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NavLink } from './NavLink.tsx';
import { useSite } from '../kit/site-context.ts';

export interface MobileMenuProps {
  id: string;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The small-screen menu: the real menu, the language switcher, the contact email and the support
 * button. Escape closes it and returns focus to the toggle; Tab stays inside while it is open.
 */
export function MobileMenu({ id, onClose, toggleRef }: MobileMenuProps) {
  const { site } = useSite();
  const { t } = useTexts();
  const ui = useUiText();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    element?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const focusable = [toggleRef.current, ...element.querySelectorAll<HTMLElement>('a[href], button')].filter((candidate) => candidate !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, toggleRef]);

  return (
    <div id={id} ref={panel} className="mobile-menu">
      <nav aria-label={ui('common.mainMenu')}>
        <ul role="list" className="mobile-menu__links">
          {site.header.menu.map((entry) => (
            <li key={entry.link}>
              <NavLink href={entry.link} className="mobile-menu__link" onClick={onClose}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher className="mobile-menu__languages" />
      <a className="mobile-menu__email" href={`mailto:${site.contact.email}`}>
        {site.contact.email}
      </a>
      <ActionButtons actions={[site.header.supportAction]} />
    </div>
  );
}
