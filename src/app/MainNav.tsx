import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useLocation } from 'wouter';
import { useTexts } from '../i18n/use-texts.ts';
import { useUiText } from '../i18n/use-ui-text.ts';
import { useSite } from '../kit/site-context.ts';
import { routeOf } from '../routing/resolve-route.ts';
import type { MenuEntry } from '../generated/content-types.ts';
import { NavLink } from './NavLink.tsx';

/**
 * The wide screen's menu on one line (docs/BEHAVIOUR.md#header-menu): the list wraps the entries
 * that do not fit onto rows it hides, and those go into "More".
 */
export function MainNav() {
  const { site } = useSite();
  const { t } = useTexts();
  const ui = useUiText();
  const list = useRef<HTMLUListElement>(null);
  const menu = site.header.menu;
  const fitting = useFittingEntries(list, menu.map((entry) => t(entry.label)).join('\n'));

  return (
    <nav aria-label={ui('common.mainMenu')} className="main-nav">
      <ul ref={list} role="list" className="main-nav__list">
        {menu.map((entry, index) => (
          <li key={entry.link} className={index < fitting ? undefined : 'main-nav__spare'}>
            <NavLink href={entry.link} className="main-nav__link">
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {fitting < menu.length && <MoreMenu entries={menu.slice(fitting)} />}
    </nav>
  );
}

/**
 * How many entries stand on the list's first row, measured whenever the list or an entry changes
 * size (a narrower window, another language, the web font arriving). All of them until measured:
 * the prerendered page clips the others.
 */
function useFittingEntries(list: RefObject<HTMLUListElement | null>, labels: string): number {
  const [fitting, setFitting] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const entries = [...element.children].filter((child) => child instanceof HTMLElement);
    const measure = () => {
      const firstRow = entries[0]?.offsetTop;
      const wrapped = entries.findIndex((entry) => entry.offsetTop !== firstRow);
      setFitting(wrapped === -1 ? entries.length : wrapped);
    };
    const observer = new ResizeObserver(measure);
    for (const observed of [element, ...entries]) observer.observe(observed);
    return () => observer.disconnect();
  }, [list, labels]);
  return fitting;
}

/** A disclosure (WAI-ARIA): a button that shows or hides the list of the entries that did not fit. */
function MoreMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTexts();
  const ui = useUiText();
  const { activeRoutes } = useSite();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  // Open at one address: going anywhere else closes it, as the small-screen menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const close = () => setOpenAt(null);

  // While open: Escape closes it and returns to the button; a click or the focus elsewhere closes it.
  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    const outside = (event: Event) => {
      const target = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (!(target instanceof Node && element.contains(target))) setOpenAt(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    element.addEventListener('focusout', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      element.removeEventListener('focusout', outside);
    };
  }, [open]);

  return (
    <div ref={box} className="main-nav__more">
      <button
        ref={toggle}
        type="button"
        className="main-nav__link"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-active={entries.some((entry) => activeRoutes.has(routeOf(entry.link))) || undefined}
        onClick={() => (open ? close() : setOpenAt(location))}
      >
        {ui('common.moreMenu')}
        <IconChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <ul id={id} role="list" className="main-nav__more-list">
          {entries.map((entry) => (
            <li key={entry.link}>
              <NavLink href={entry.link} className="main-nav__more-link" onClick={close}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
