import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imageSize } from 'image-size';
import { isRecord } from '../../shared/guards.ts';
import { writeAtomically } from '../write-atomically.ts';
import { formatNames, sniffImage, type ImageFormat, type NotAnImage } from './image-format.ts';

/** What the check knows of a readable image: its format, its size as browsers show it, and a hash of its bytes. */
export interface ImageFacts {
  format: ImageFormat;
  /** In pixels, upright: a phone photo stored sideways with an EXIF orientation is as wide as it shows. */
  width: number;
  height: number;
  /** SHA-256 of the file's bytes: the build's resized copies are named and cached by it (docs/PERFORMANCE.md#images). */
  hash: string;
  /** The file's size in bytes, which feeds announce for an article's picture. */
  bytes: number;
}

/** The facts of every image of the site, by its path. */
export type ImageSizeMap = Map<string, ImageFacts>;

export type ImageReading = { facts: ImageFacts } | { not: NotAnImage };

/** Reads and measures a whole file. */
function readImage(bytes: Uint8Array): ImageReading {
  const sniffed = sniffImage(bytes);
  if ('not' in sniffed) return sniffed;
  const { format } = sniffed;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { not: unmeasurable(format) };
  }
  if (!size.width || !size.height) return { not: unmeasurable(format) };
  // EXIF orientations 5 to 8 turn the picture a quarter: browsers, and the build's copies, show it upright.
  const sideways = (size.orientation ?? 1) >= 5;
  const [width, height] = sideways ? [size.height, size.width] : [size.width, size.height];
  return { facts: { format, width, height, hash: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length } };
}

function unmeasurable(format: ImageFormat): NotAnImage {
  return format === 'svg'
    ? {
        is: 'is an SVG drawing that gives no size: its <svg> element has neither width and height nor a viewBox',
        hint: 'Export it again with its size (width and height, or a viewBox, on the <svg> element).',
      }
    : { is: `looks like ${formatNames[format]} but cannot be read: the file is damaged or incomplete`, hint: 'Copy or export the picture again.' };
}

interface Remembered {
  size: number;
  mtimeMs: number;
  facts: ImageFacts;
}

/** Raised whenever what is remembered of a file, or how it is measured, changes. */
const memoFormat = 2;

/**
 * Reads images, remembering across checks what it found in each, with the file's size and
 * modification time: an unchanged file is not read again, so a check of a site with hundreds of
 * photos does not hash them all every time (docs/PERFORMANCE.md#images). A file whose size or time
 * changed is read again. The memory lives beside the parse cache, in node_modules/.cache; a site
 * without node_modules reads every file.
 */
export class ImageReader {
  private readonly memoFile: string | null;
  private readonly remembered: Map<string, Remembered>;
  private readonly seen = new Map<string, Remembered>();
  private changed = false;

  constructor(private readonly root: string) {
    const modules = join(root, 'node_modules');
    this.memoFile = existsSync(modules)
      ? join(modules, '.cache', 'site-content', `images-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.json`)
      : null;
    this.remembered = this.memoFile ? readMemo(this.memoFile) : new Map<string, Remembered>();
  }

  read(path: string): ImageReading {
    const key = relative(this.root, path);
    const { size, mtimeMs } = statSync(path);
    const known = this.remembered.get(key);
    if (known && known.size === size && known.mtimeMs === mtimeMs) {
      this.seen.set(key, known);
      return { facts: known.facts };
    }
    const reading = readImage(readFileSync(path));
    if ('facts' in reading) {
      this.seen.set(key, { size, mtimeMs, facts: reading.facts });
      this.changed = true;
    }
    return reading;
  }

  /** Keeps what this check read, and only that: images no longer named are forgotten. */
  save(): void {
    if (!this.memoFile || (!this.changed && this.seen.size === this.remembered.size)) return;
    try {
      writeAtomically(this.memoFile, JSON.stringify({ format: memoFormat, entries: Object.fromEntries(this.seen) }), { flush: false });
    } catch {
      // A read-only folder only costs speed.
    }
  }
}

function readMemo(file: string): Map<string, Remembered> {
  try {
    const memo: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(memo) || memo.format !== memoFormat || !isRecord(memo.entries)) return new Map();
    return new Map(Object.entries(memo.entries).filter((entry): entry is [string, Remembered] => isRemembered(entry[1])));
  } catch {
    return new Map(); // Absent or damaged: every image is read.
  }
}

function isRemembered(value: unknown): value is Remembered {
  if (!isRecord(value) || typeof value.size !== 'number' || typeof value.mtimeMs !== 'number' || !isRecord(value.facts)) return false;
  const { format, width, height, hash } = value.facts;
  return typeof format === 'string' && format in formatNames && typeof width === 'number' && typeof height === 'number' && typeof hash === 'string';
}
