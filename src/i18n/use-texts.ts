import { useContext } from 'react';
import type { i18n, TFunction } from 'i18next';
import { I18nContext } from 'react-i18next';

/** One `t` per instance, bound to it: an instance's language never changes (see Translations). */
const translators = new WeakMap<i18n, TFunction>();

/**
 * `t` and the i18next instance of the language on screen, as the shell provides them. It stands in
 * for react-i18next's `useTranslation`, which builds a new copy of the instance in every component
 * that calls it (so that React Compiler sees a language change), and whose `t` copies all of
 * i18next's options on every call: with some twenty calls and fifty texts a page, the largest costs
 * of prerendering (docs/PERFORMANCE.md#build-time). Nothing here needs either: a language change
 * hands the shell another instance, and every component that reads it draws again.
 */
export function useTexts(): { t: TFunction; i18n: i18n } {
  const context = useContext(I18nContext) as { i18n: i18n } | undefined;
  if (!context) throw new Error('useTexts() outside the shell: only components inside <I18nextProvider> can draw texts.');
  const { i18n } = context;
  let t = translators.get(i18n);
  if (!t) {
    t = i18n.t.bind(i18n);
    translators.set(i18n, t);
  }
  return { t, i18n };
}
