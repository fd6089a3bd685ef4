/**
 * The resized copies the build makes of every photo (docs/PERFORMANCE.md#images), as the browser
 * asks for them: the content pipeline names them, src/kit/ContentImage.tsx lists them in
 * `srcset`, the development server makes each on demand.
 */

/** The formats of the copies, best first: each is a `<source>` of the photo's `<picture>`. */
export const variantFormats = ['avif', 'webp'] as const;

export type VariantFormat = (typeof variantFormats)[number];

/** The file of one copy, relative to the site's base: `base` is the page data's `variants.base`. */
export function variantFile(base: string, width: number, format: VariantFormat): string {
  return `${base}-${width}.${format}`;
}
