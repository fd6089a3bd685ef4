import { createInstance, type PostProcessorModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteData, Texts } from '../shared/content.ts';
import { textVariables } from '../shared/text-variables.ts';

/**
 * One i18next instance per app. Texts arrive with each page's data (only the keys that page uses),
 * so the instance starts empty and grows as the visitor moves around (see Translations).
 * `postProcessor` sees every text after translation: the development server's edit mode marks
 * texts with their keys this way (src/edit-mode/client/text-markers.ts).
 */
export function createI18n(site: SiteData, language: string, postProcessor?: PostProcessorModule): i18n {
  const instance = createInstance().use(initReactI18next);
  if (postProcessor) instance.use(postProcessor);
  void instance.init({
    ...(postProcessor ? { postProcess: [postProcessor.name], postProcessPassResolved: true } : {}),
    lng: language,
    supportedLngs: site.languages.available.map((l) => l.code),
    // A missing text shows its key (docs/BEHAVIOUR.md#missing-translations); validation keeps that
    // from ever shipping.
    fallbackLng: false,
    resources: {},
    // Texts arrive as whole dotted names ("home.hero.title") and are looked up by them: stored that
    // way, adding and finding a text is one property, not a walk through nested objects.
    keySeparator: false,
    nsSeparator: false,
    partialBundledLanguages: true,
    initAsync: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false, defaultVariables: textVariables(site) },
    // Nothing to listen to: texts are added before anything that needs them renders, and the
    // language of an instance never changes (Translations).
    react: { useSuspense: false, bindI18n: '', bindI18nStore: '' },
  });
  return instance;
}

export function addTexts(instance: i18n, language: string, texts: Texts): void {
  instance.addResources(language, 'translation', texts);
}
