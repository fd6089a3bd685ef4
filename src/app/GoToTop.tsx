import { useEffect, useState } from 'react';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import { useUiText } from '../i18n/use-ui-text.ts';

/** Appears once the visitor has scrolled a screen down; takes them, and keyboard focus, back to the top. */
export function GoToTop() {
  const ui = useUiText();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const goToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('.brand')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={`go-to-top${visible ? ' go-to-top--visible' : ''}`} onClick={goToTop} tabIndex={visible ? 0 : -1} aria-hidden={!visible}>
      <IconArrowUp size={22} aria-hidden="true" />
      <span className="visually-hidden">{ui('common.backToTop')}</span>
    </button>
  );
}
