import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useArrived } from '../renderer/resource.ts';
import { Header } from './Header.tsx';
import { usePageLoading } from '../renderer/loading-context.ts';
import { ShellPart } from './ShellPart.tsx';
import { SiteFooter, type KeptFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';

interface Props {
  language: string;
  mainRef: RefObject<HTMLElement | null>;
  /** What <main> shows. */
  children: ReactNode;
  /** Above the header, below the skip link: the development server's banner of content mistakes. */
  banner?: ReactNode;
  /** The footer as the build drew it, on the page the document holds (SiteFooter). */
  keptFooter?: KeptFooter;
}

/**
 * Header, main and footer in `language`, with the shell's texts. The language on screen changes
 * only once its texts have arrived; only in the language the app started in can they be missing
 * (a first visit that cannot load them, rendering without a network): the shell is then drawn
 * with the texts the app started with, and again when they arrive.
 */
export function Shell({ language, mainRef, children, banner, keptFooter }: Props) {
  const { store, translations } = usePageLoading();
  const shell = useArrived(store.shell(language));
  const i18n = shell ? translations.in(language, shell.texts) : translations.in(language);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = i18n.language;
    html.dir = i18n.dir(i18n.language);
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <SkipLink target={mainRef} />
      {banner}
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      <ShellPart name="footer" sameFor={language}>
        <SiteFooter language={language} kept={keptFooter} />
      </ShellPart>
    </I18nextProvider>
  );
}
