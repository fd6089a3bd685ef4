import type { UiTextKey } from '../shared/ui-text-keys.ts';

/**
 * The few control texts shown when the site's own texts could not be loaded at all (offline on the
 * first visit, a host failing), so the visitor reads a sentence and a way out rather than a key.
 * Validation still requires these keys in locales/; these only stand in when loading failed.
 */
export const fallbackTexts: Record<string, Partial<Record<UiTextKey, string>>> = {
  en: {
    'common.loading': 'Loading…',
    'common.loadFailed': 'This page could not be loaded. Check your connection and try again.',
    'common.retry': 'Try again',
  },
  es: {
    'common.loading': 'Cargando…',
    'common.loadFailed': 'No hemos podido cargar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    'common.retry': 'Reintentar',
  },
};
