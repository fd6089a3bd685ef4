/**
 * How much a content file may hold. Each limit is far above what the site needs, and low enough that
 * a mistaken paste (an image's data, a program's output) or a hostile file cannot make the check,
 * the development server or a visitor's page slow: the check reports it instead of reading on.
 */
export const contentLimits = {
  /**
   * Bytes in one file. The largest text file of the site has 40 KB, and a text file of 20,000
   * texts (the largest the check is measured with) about 2 MB; YAML is read at about 3 MB a second.
   */
  fileBytes: 4 * 1024 * 1024,
  /** Characters in one text. The longest, a blog article, has about 6,300: 50,000 is some 8,000 words. */
  textCharacters: 50_000,
  /** Groups and lists inside each other. A page nests about 7 (blocks, lists, their items…), a text file 3 or 4. */
  depth: 20,
  /**
   * Values that aliases (`*name`) repeat in one file, counted as if written out. Repeating is cheap
   * for YAML but not for what reads the data after it: a "billion laughs" file of 10 lines would
   * stand for billions of values.
   */
  aliasedValues: 10_000,
} as const;

/**
 * Pixels in one photo: sharp's own limit (its `limitInputPixels`), with which the build reads each
 * photo to make its copies (src/content/images/photo-variants.ts). The build fails on a larger one,
 * so the check and the editor's upload refuse it first (docs/EDITING.md#pictures).
 */
const photoSideLimit = 16_383;
export const photoPixelLimit = photoSideLimit * photoSideLimit;

/** The limit in an editor's words: `268,402,689 pixels (16,383 × 16,383)`. */
export const photoPixelLimitWords = `${photoPixelLimit.toLocaleString('en')} pixels (${photoSideLimit.toLocaleString('en')} × ${photoSideLimit.toLocaleString('en')})`;

/** Why a photo of `width` × `height` pixels cannot be built, in an editor's words; undefined when it can. */
export function photoTooLarge(name: string, width: number, height: number): { message: string; hint: string } | undefined {
  if (width * height <= photoPixelLimit) return undefined;
  const size = `${formatCount(width)} × ${formatCount(height)} pixels (${formatCount(width * height)})`;
  return {
    message: `The photo "${name}" has ${size}: the build reads photos of at most ${photoPixelLimitWords}.`,
    hint: 'Make it smaller, such as 4,000 pixels across, and save it again.',
  };
}

/** 20971520 → "20,971,520" */
export const formatCount = (count: number): string => count.toLocaleString('en');

/** How to fix a text longer than contentLimits allows, wherever it is found. */
export const textTooLongHint = 'Shorten it, or split it into several texts. A text this long is usually something pasted by mistake.';
