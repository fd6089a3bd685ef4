import type { SiteData } from '../shared/content.ts';

/** Where the visitor's choice of language is kept; the prerendered page's boot script reads it too. */
export const languageStorageKey = 'site.language';

/**
 * The language to start in: the visitor's earlier choice when it is exactly one of the site's
 * codes, else the site's default (docs/BEHAVIOUR.md#language). The boot script of index.html chooses the same way before the
 * app loads (tests/unit/boot-script.test.ts runs both over one table of stored values).
 */
export function initialLanguage(site: SiteData, storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): string {
  const saved = storage?.getItem(languageStorageKey);
  return site.languages.available.find((l) => l.code === saved)?.code ?? site.languages.default;
}

export function rememberLanguage(language: string, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
