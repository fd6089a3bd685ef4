import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { variantFormats, type VariantFormat } from '../../shared/image-variants.ts';
import type { ImageFacts, ImageSizeMap } from '../load/image-facts.ts';
import { photoPixelLimit } from '../limits.ts';
import { writeAtomically } from '../write-atomically.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { variantKey, variantSettings, variantWidths } from '../compile/image-variants.ts';

/** A photo the site shows: what the content names it, where it is, and what the check found in it. */
export interface Photo {
  /** Its path under public/, as the content names it (`images/team.jpg`). */
  src: string;
  /** Its absolute path. */
  file: string;
  facts: ImageFacts;
}

/**
 * The photos the site shows in a place that declares how wide (`displayWidth` in its schema), and
 * those of formatted texts (`textImages`, an article's body): the ones that get resized copies. SVG
 * drawings are shown as they are.
 */
export function photosShown(content: CheckedContent, imageSizes: ImageSizeMap, textImages: Iterable<string> = []): Photo[] {
  const photos = new Map<string, Photo>();
  const add = (value: string) => {
    const facts = imageSizes.get(value);
    if (facts && facts.format !== 'svg') photos.set(value, { src: value, file: join(content.root, 'public', value), facts });
  };
  for (const file of content.referencing) for (const { kind, value, displayWidth } of file.refs) if (kind === 'image' && displayWidth !== undefined) add(value);
  // An article's body shows its images in the article's column, as wide as its picture.
  for (const value of textImages) add(value);
  return [...photos.values()];
}

/**
 * The resized copies of the site's photos, and their placeholders, made with sharp and kept in a
 * cache folder by a hash of each photo's bytes and of the settings (docs/PERFORMANCE.md#images):
 * `<cacheDir>/<key>/<width>.<format>` and `<key>/placeholder.txt`. A copy is made once, whatever
 * the photo's name or however many builds and development servers ask for it; each file is
 * written aside and renamed into place, so builds running side by side never read half a copy.
 */
export class PhotoVariants {
  /** How many times sharp decoded or encoded a picture: what the cache saves (the tests count it). */
  sharpRuns = 0;
  private readonly making = new Map<string, Promise<void>>();

  constructor(readonly cacheDir: string) {}

  /** Where the copy of `photo` at `width` in `format` is kept, whether or not it is made yet. */
  copyFile(photo: Photo, width: number, format: VariantFormat): string {
    return join(this.folderOf(photo), `${width}.${format}`);
  }

  /**
   * Every copy of every photo, and the placeholders (the build): what is missing is made, a few
   * photos at a time. Returns each photo's placeholder, by `src`.
   */
  async prepareAll(photos: readonly Photo[]): Promise<Map<string, string>> {
    await inPool(photos, (photo) => this.once(this.folderOf(photo), () => this.makeMissing(photo)));
    return this.placeholdersOf(photos);
  }

  /**
   * The placeholders only (the development server, which makes each copy when the browser asks for
   * it). A photo sharp cannot read gets none, and `onFailure` hears why: the page still shows.
   */
  async placeholders(photos: readonly Photo[], onFailure: (error: unknown) => void): Promise<Map<string, string>> {
    await inPool(photos, (photo) => this.once(`${this.folderOf(photo)}/placeholder`, () => this.makePlaceholder(photo)).catch(onFailure));
    return this.placeholdersOf(photos);
  }

  /**
   * Forgets the copies of photos that no build has shown for `days` days, so that the cache does
   * not keep every photo ever replaced; marks those of `photos` as shown now.
   */
  prune(photos: readonly Photo[], days = 30): void {
    const now = new Date();
    const shown = new Set(photos.map((photo) => variantKey(photo.facts)));
    for (const key of shown) if (existsSync(join(this.cacheDir, key))) utimesSync(join(this.cacheDir, key), now, now);
    for (const key of existsSync(this.cacheDir) ? readdirSync(this.cacheDir) : []) {
      const folder = join(this.cacheDir, key);
      if (!shown.has(key) && statSync(folder).mtimeMs < now.getTime() - days * 86_400_000) rmSync(folder, { recursive: true, force: true });
    }
  }

  /** One copy, made if missing: its file. */
  async copy(photo: Photo, width: number, format: VariantFormat): Promise<string> {
    const file = this.copyFile(photo, width, format);
    if (!existsSync(file)) await this.once(file, () => this.makeCopy(photo, width, format));
    return file;
  }

  private folderOf(photo: Photo): string {
    return join(this.cacheDir, variantKey(photo.facts));
  }

  private placeholderFile(photo: Photo): string {
    return join(this.folderOf(photo), 'placeholder.txt');
  }

  private placeholdersOf(photos: readonly Photo[]): Map<string, string> {
    const placeholders = new Map<string, string>();
    for (const photo of photos) {
      const file = this.placeholderFile(photo);
      // Empty for a photo with transparent parts, which a placeholder would show through.
      const placeholder = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (placeholder) placeholders.set(photo.src, placeholder);
    }
    return placeholders;
  }

  /** The same work asked twice at once (two images of one page, two requests) is done once. */
  private async once(key: string, work: () => Promise<void>): Promise<void> {
    let running = this.making.get(key);
    if (!running) {
      running = work().finally(() => this.making.delete(key));
      this.making.set(key, running);
    }
    await running;
  }

  /** Decodes the photo once, upright and at the widest copy missing, and encodes every missing copy from that. */
  private async makeMissing(photo: Photo): Promise<void> {
    const missing = variantWidths(photo.facts.width).flatMap((width) =>
      variantFormats.filter((format) => !existsSync(this.copyFile(photo, width, format))).map((format) => ({ width, format })),
    );
    const needsPlaceholder = !existsSync(this.placeholderFile(photo));
    if (missing.length === 0 && !needsPlaceholder) return;
    // The placeholder is always drawn from the widest copy's pixels, whichever copies are missing, so that it is
    // the same byte for byte however the cache stood (two builds at once, or the development server first).
    const widest = needsPlaceholder ? widestCopy(photo) : Math.max(...missing.map(({ width }) => width));
    const decoded = await this.decodedAt(photo, widest);
    for (const { width, format } of missing) {
      const bytes = await this.run(photo, () => encode(decoded().resize({ width }), format).toBuffer());
      writeAtomically(this.copyFile(photo, width, format), bytes);
    }
    if (needsPlaceholder) await this.placeholderFrom(photo, decoded());
  }

  private async makePlaceholder(photo: Photo): Promise<void> {
    if (!existsSync(this.placeholderFile(photo))) await this.placeholderFrom(photo, (await this.decodedAt(photo, widestCopy(photo)))());
  }

  /** The photo decoded once, upright, at `width` (never wider than it is): a source for as many copies as asked. */
  private async decodedAt(photo: Photo, width: number): Promise<() => Sharp> {
    const { data, info } = await this.run(photo, () =>
      upright(photo).resize({ width, withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }),
    );
    return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }

  private async makeCopy(photo: Photo, width: number, format: VariantFormat): Promise<void> {
    const bytes = await this.run(photo, () => encode(upright(photo).resize({ width }), format).toBuffer());
    writeAtomically(this.copyFile(photo, width, format), bytes);
  }

  /** A few pixels across as a WebP data: URL, or nothing when the photo has transparent parts. */
  private async placeholderFrom(photo: Photo, image: Sharp): Promise<void> {
    const { size, quality } = variantSettings.placeholder;
    const tiny = image.resize(size, size, { fit: 'inside' });
    const { data, info } = await this.run(photo, () => tiny.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true }));
    let opaque = true;
    for (let alpha = info.channels - 1; alpha < data.length; alpha += info.channels) if (data[alpha] !== 255) opaque = false;
    const webp = opaque ? await this.run(photo, () => tiny.removeAlpha().webp({ quality }).toBuffer()) : undefined;
    writeAtomically(this.placeholderFile(photo), webp ? `data:image/webp;base64,${webp.toString('base64')}` : '');
  }

  /** One run of sharp, counted; a failure names the photo. */
  private async run<T>(photo: Photo, work: () => Promise<T>): Promise<T> {
    this.sharpRuns++;
    try {
      return await work();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`public/${photo.src} could not be resized (sharp said: "${reason}"). Export the picture again, or replace it.`, { cause: error });
    }
  }
}

/** The width of the photo's widest copy, and never less than its placeholder's. */
const widestCopy = (photo: Photo): number => Math.max(...variantWidths(photo.facts.width), variantSettings.placeholder.size);

/** The photo as browsers show it: turned as its EXIF orientation says, in sRGB. */
function upright(photo: Photo): Sharp {
  return sharp(photo.file, { limitInputPixels: photoPixelLimit }).rotate().toColourspace('srgb');
}

function encode(image: Sharp, format: VariantFormat): Sharp {
  return format === 'avif' ? image.avif(variantSettings.avif) : image.webp(variantSettings.webp);
}

/** Runs `work` on every item, as many at once as the machine has cores (sharp spreads each over its own threads too). */
async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
}
