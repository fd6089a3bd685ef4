import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { rememberLanguage } from '../i18n/language-preference.ts';
import type { ContentStore } from '../renderer/content-store.ts';
import { resolveRoute } from '../renderer/resolve-route.ts';
import type { SiteData } from '../shared/content.ts';

/**
 * The language on screen, and the switch to another. The switch first loads the page at the
 * current address in the new language (shell and page texts included), then shows it as one
 * transition: the page on screen, its texts and <html lang> change together, and a failure leaves
 * everything as it was (the promise rejects). Choices made in a row: the last one wins.
 */
export function useLanguage(site: SiteData, store: ContentStore, start: string, address: string) {
  const [language, setLanguage] = useState(start);
  const wanted = useRef(start);
  const currentAddress = useRef(address);
  useLayoutEffect(() => {
    currentAddress.current = address;
  }, [address]);

  const switchLanguage = useCallback(async (code: string) => {
    wanted.current = code;
    // Clicking again after a failure asks the network again.
    store.retry();
    try {
      await store.page(code, resolveRoute(currentAddress.current, site.collections));
    } catch (error) {
      if (wanted.current === code) throw error;
      return;
    }
    if (wanted.current !== code) return;
    rememberLanguage(code);
    startTransition(() => setLanguage(code));
  }, [store, site.collections]);

  return [language, switchLanguage] as const;
}
