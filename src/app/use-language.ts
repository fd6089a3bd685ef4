import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { useLocation } from 'wouter';
import { rememberLanguage } from '../i18n/language-preference.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { locationOf, type Address } from '../routing/addresses.ts';
import { footerCode } from './SiteFooter.tsx';
import { handoverReady } from '../renderer/handover.ts';
import type { SiteData } from '../shared/content.ts';

type Navigate = ReturnType<typeof useLocation>[1];

/**
 * The language wanted on screen, and the switch to another (docs/BEHAVIOUR.md#language). With hash
 * routing the language is the visitor's choice, kept here; with path routing it is the one the
 * address names, and the switch goes to the same page's address in the other language, as a new
 * history entry that keeps the scroll position. Either way the switch first loads the page at the
 * current address in the new language (shell and page texts included), so that the page on screen,
 * its texts and <html lang> change together, and a failure leaves everything as it was (the
 * promise rejects). Choices made in a row: the last one wins.
 */
export function useLanguage(site: SiteData, store: ContentStore, start: string, address: Address, navigate: Navigate) {
  const [chosen, setChosen] = useState(start);
  const wanted = useRef(start);
  const current = useRef(address);
  useLayoutEffect(() => {
    current.current = address;
  }, [address]);

  const switchLanguage = useCallback(
    async (code: string) => {
      wanted.current = code;
      // Clicking again after a failure asks the network again.
      store.retry();
      try {
        // The footer's code too, should the footer still be the build's markup in the language left, and
        // what hands the blocks kept as the build drew them over to their code's drawing.
        await Promise.all([store.page(code, resolveRoute(current.current.route, site.collections)), footerCode(), handoverReady()]);
      } catch (error) {
        if (wanted.current === code) throw error;
        return;
      }
      if (wanted.current !== code) return;
      rememberLanguage(code);
      // With path routing, choosing the language of the address (to outdo a choice still loading) stays where it is.
      if (site.routing !== 'path') startTransition(() => setChosen(code));
      else if (code !== current.current.language) navigate(locationOf(current.current.route, code, site), { state: { samePage: true } });
    },
    [store, site, navigate],
  );

  return [address.language ?? chosen, switchLanguage] as const;
}
