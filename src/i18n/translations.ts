import type { i18n } from 'i18next';
import type { Texts } from '../shared/content.ts';
import { addTexts } from './i18n.ts';

/**
 * The texts objects added to each app instance: prerendering draws every page with an App of its
 * own, hence a Translations of its own, over one instance per language, which needs a page's
 * shared texts (the shell's) once, not once for every page (docs/PERFORMANCE.md#build-time).
 */
const addedTo = new WeakMap<i18n, WeakSet<Texts>>();

/**
 * The texts the app has received, and one i18next instance per language to draw with them. An
 * instance's language never changes: the language on screen is the app's state, and switching
 * it draws with another instance, so nothing can be drawn in a language whose texts have not
 * arrived. All instances share one store of texts, which only grows.
 */
export class Translations {
  private readonly instances = new Map<string, i18n>();
  private readonly added: WeakSet<Texts>;

  /** `root`: the app's instance, in the language it starts in, with whatever texts it already holds. */
  constructor(private readonly root: i18n) {
    this.instances.set(root.language, root);
    this.added = addedTo.get(root) ?? addedTo.set(root, new WeakSet()).get(root)!;
  }

  /** The instance for `language`, holding `texts` (each texts object is added once). */
  in(language: string, ...texts: Texts[]): i18n {
    for (const group of texts) {
      if (this.added.has(group)) continue;
      addTexts(this.root, language, group);
      this.added.add(group);
    }
    let instance = this.instances.get(language);
    if (!instance) {
      instance = this.root.cloneInstance({ lng: language });
      this.instances.set(language, instance);
    }
    return instance;
  }
}
