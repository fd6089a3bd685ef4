import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { ImageFacts } from '../load/image-facts.ts';

/**
 * How the build resizes photos (docs/PERFORMANCE.md#images): everything the copies depend on
 * besides the photo itself. Their names hold a hash of these and of the photo's bytes, so a change
 * of either makes new copies under new names, which browsers never confuse with the old ones.
 */
export const variantSettings = {
  /** Widths in pixels, for phones (480, 800: 390 CSS pixels at 2×), tablets and wide screens at 2×; never wider than the photo. */
  widths: [480, 800, 1200, 1600, 2400],
  // AVIF's effort 0 makes files within a few percent of effort 4's at a tenth of the time, which a build with many new photos waits for.
  avif: { quality: 50, effort: 0 },
  webp: { quality: 75, effort: 4 },
  /** The tiny copy inlined as the placeholder, at most this many pixels across. */
  placeholder: { size: 16, quality: 50 },
  /** Raised when the way copies are made changes in a way the settings above do not show. */
  version: 1,
} as const;

/** Where the copies go in the build, under the site's base: with the other files named by their content, cached for good. */
export const variantsFolder = 'assets/images';

/** What names a photo's copies and their place in the cache: a hash of its bytes and of the settings. */
export function variantKey(facts: Pick<ImageFacts, 'hash'>): string {
  return createHash('sha256').update(JSON.stringify(variantSettings)).update(facts.hash).digest('hex').slice(0, 12);
}

/**
 * The widths of a photo's copies: each of the settings' widths that is at most 90% of the photo's
 * (a copy barely narrower saves nothing), and the photo's own width unless it is wider than the
 * widest.
 */
export function variantWidths(width: number): number[] {
  if (width > variantSettings.widths.at(-1)!) return [...variantSettings.widths];
  return [...variantSettings.widths.filter((candidate) => candidate <= width * 0.9), width];
}

/** A photo's copies, as page data names them; none for an SVG drawing, which is shown as it is. */
export function variantsOf(src: string, facts: ImageFacts): { base: string; widths: number[] } | undefined {
  if (facts.format === 'svg') return undefined;
  const stem = basename(src, extname(src));
  return { base: `${variantsFolder}/${stem}-${variantKey(facts)}`, widths: variantWidths(facts.width) };
}
