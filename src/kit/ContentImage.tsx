import type { CSSProperties } from 'react';
import type { ImageData } from '../shared/content.ts';
import { variantFile, variantFormats } from '../shared/image-variants.ts';
import { usePage } from './page-context.ts';

interface ContentImageProps {
  /** Path under public/, as written in YAML. */
  src: string;
  /** Translated description; empty for decorative images. */
  alt: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
  /**
   * Where the picture keeps its subject when its box crops it (a CSS object-position, as the
   * `imageFocus` field of the YAML gives it: `top`, `30% 20%`); the centre when none.
   */
  focus?: string;
}

/**
 * An image with its real size reserved (measured at build time), lazy unless it is above the fold.
 * A photo comes as a `<picture>` of its resized copies, AVIF then WebP, for the browser to pick the
 * smallest that fills its place (`sizes`, from the widest its place shows it), with a tiny blurred
 * copy painted under it while it loads; an SVG drawing as it is (docs/PERFORMANCE.md#images).
 */
export function ContentImage({ src, alt, priority = false, className, focus }: ContentImageProps) {
  const image = usePage().images[src];
  const base = import.meta.env.BASE_URL;
  const variants = image?.variants;
  const img = (
    <img
      src={variants ? `${base}${variantFile(variants.base, fallbackWidth(image), 'webp')}` : `${base}${src}`}
      alt={alt}
      width={image?.width}
      height={image?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
      style={imageStyle(image, focus)}
    />
  );
  if (!variants) return img;
  const sizes = sizesOf(image);
  return (
    <picture>
      {variantFormats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={variants.widths.map((width) => `${base}${variantFile(variants.base, width, format)} ${width}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * How wide the image shows, for the browser to choose among the copies before the layout is
 * known: at most its place's widest, and never wider than the screen.
 */
function sizesOf(image: ImageData): string {
  return image.displayWidth === undefined ? '100vw' : `(min-width: ${image.displayWidth}px) ${image.displayWidth}px, 100vw`;
}

/** The copy a browser that reads no `<source>` gets: the narrowest that fills the place's widest. */
function fallbackWidth({ variants, displayWidth = 800 }: ImageData): number {
  const widths = variants?.widths ?? [];
  return widths.find((width) => width >= displayWidth) ?? widths.at(-1)!;
}

function imageStyle(image: ImageData | undefined, focus: string | undefined): CSSProperties | undefined {
  const placeholder = image?.placeholder;
  if (!placeholder && !focus) return undefined;
  return {
    ...(focus ? { objectPosition: focus } : {}),
    // Under the photo until it has arrived, cropped as the photo is; a photo with transparent parts has none.
    ...(placeholder
      ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: focus ?? 'center', backgroundRepeat: 'no-repeat' }
      : {}),
  };
}
