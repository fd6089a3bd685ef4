import type { UiTextKey } from '../shared/ui-text-keys.ts';
import { fallbackTexts } from './fallback-texts.ts';
import { useTexts } from './use-texts.ts';

/** `t` restricted to the texts components use themselves, which validation guarantees exist. */
export function useUiText() {
  const { t, i18n } = useTexts();
  return (key: UiTextKey, values?: Record<string, string | number>) => {
    const fallback = fallbackTexts[i18n.language]?.[key];
    return t(key, { ...values, ...(fallback ? { defaultValue: fallback } : {}) });
  };
}
