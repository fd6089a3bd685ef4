import { useTranslation } from 'react-i18next';
import type { UiTextKey } from '../shared/ui-text-keys.ts';

/** `t` restricted to the texts components use themselves, which validation guarantees exist. */
export function useUiText() {
  const { t } = useTranslation();
  return (key: UiTextKey, values?: Record<string, string | number>) => t(key, values ?? {});
}
