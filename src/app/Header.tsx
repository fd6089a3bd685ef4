import { useId, useRef, useState, type ComponentType } from 'react';
import IconMenu2 from '@tabler/icons-react/dist/esm/icons/IconMenu2.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useLocation } from 'wouter';
import { useUiText } from '../i18n/use-ui-text.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import type { MobileMenuProps } from './MobileMenu.tsx';
import { MainNav } from './MainNav.tsx';
import { isActive } from './NavLink.tsx';
import { ShellPart } from './ShellPart.tsx';
import { PageLink } from '../kit/PageLink.tsx';
import { useSite } from '../kit/site-context.ts';

/** Most visits never open the small-screen menu: its code comes when the toggle is touched or focused. */
const loadMobileMenu = () => import('./MobileMenu.tsx').then((module) => module.MobileMenu);

export function Header() {
  const { site, language, activeRoutes } = useSite();
  const ui = useUiText();
  const [MobileMenu, setMobileMenu] = useState<ComponentType<MobileMenuProps> | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [location] = useLocation();
  // The address the menu was opened at: going anywhere else closes it, during the render that
  // shows the new address (no effect, no frame with the menu still open).
  const [openAt, setOpenAt] = useState<string | null>(null);
  if (openAt !== null && openAt !== location) setOpenAt(null);
  const open = openAt === location;
  const close = () => setOpenAt(null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <PageLink to="/" className="brand">
          <img src={`${import.meta.env.BASE_URL}${site.logo.src}`} width={Math.round((32 * site.logo.width) / site.logo.height)} height={32} alt="" />
          <span>{site.company.name}</span>
        </PageLink>
        {/* The menu differs between pages only in which of its entries are active. */}
        <ShellPart name="main-nav" sameFor={`${language} ${site.header.menu.map((entry) => (isActive(activeRoutes, entry.link) ? 1 : 0)).join('')}`}>
          <MainNav />
        </ShellPart>
        <LanguageSwitcher className="site-header__languages" />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onPointerDown={() => void loadMobileMenu().catch(() => undefined)}
          onFocus={() => void loadMobileMenu().catch(() => undefined)}
          onClick={() => {
            if (open) return close();
            loadMobileMenu().then(
              (menu) => {
                setMobileMenu(() => menu);
                setOpenAt(location);
              },
              (error: unknown) => console.error('The menu could not load.', error),
            );
          }}
        >
          {open ? <IconX size={24} aria-hidden="true" /> : <IconMenu2 size={24} aria-hidden="true" />}
          <span className="visually-hidden">{ui(open ? 'common.closeMenu' : 'common.openMenu')}</span>
        </button>
      </div>
      {open && MobileMenu && <MobileMenu id={menuId} onClose={close} toggleRef={toggleRef} />}
    </header>
  );
}
