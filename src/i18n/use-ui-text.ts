import { useTranslation } from 'react-i18next';
import type { UiTextKey } from '../shared/ui-text-keys.ts';
import { fallbackTexts } from './fallback-texts.ts';

/** `t` restricted to the texts components use themselves, which validation guarantees exist. */
export function useUiText() {
  const { t, i18n } = useTranslation();
  return (key: UiTextKey, values?: Record<string, string | number>) => {
    const fallback = fallbackTexts[i18n.language]?.[key];
    return t(key, { ...values, ...(fallback ? { defaultValue: fallback } : {}) });
  };
}
