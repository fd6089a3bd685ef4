import type { PostProcessorModule } from 'i18next';
import { PostProcessor, containsHiddenMeta, unwrap, type InvisibleMeta } from 'i18next-subliminal';

// The package's type declarations describe a class and a string where its code has an object and a
// pair (text, meta): typed here as the code is.
// oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the package's own declarations are wrong, as said above
const subliminal = PostProcessor as unknown as PostProcessorModule;
// oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the package's own declarations are wrong, as said above
const readMeta = unwrap as unknown as (text: string) => { text: string; invisibleMeta?: InvisibleMeta };

/**
 * Edit mode tells a text on screen back to its key by the key itself, written after the text in
 * invisible characters. i18next-subliminal (made by i18next's authors for their in-context editor)
 * does the writing, as an i18next post-processor, and the reading. Texts carry their key only while
 * edit mode is on: otherwise every text is exactly what visitors get.
 */
let marking = false;

export function markTexts(on: boolean): void {
  marking = on;
}

export const textMarker: PostProcessorModule = {
  type: 'postProcessor',
  name: 'dev-text-source',
  process(value, key, options, translator) {
    if (!marking || !value) return value;
    const marked = subliminal.process(value, key, options, translator);
    // The package also puts a marker before the text: the one after it is enough to find the text,
    // which then still starts as written.
    return marked.slice(marked.indexOf(value));
  },
};

/** The key and language a text carries, once it has been through `textMarker`. */
export interface TextMark {
  key: string;
  language: string;
}

export function readMark(text: string | null | undefined): TextMark | undefined {
  if (!text || !containsHiddenMeta(text)) return undefined;
  const meta = readMeta(text).invisibleMeta;
  return meta?.key && meta.lng ? { key: meta.key, language: meta.lng } : undefined;
}

/** `text` without the invisible characters of its marks. */
export function withoutMarks(text: string): string {
  return readMeta(text).text;
}
