/**
 * What a file named as an image really holds, told from its first bytes (its "magic number"), not
 * from its name: a phone's JPEG, a web page saved by mistake under the picture's name, a PDF, an
 * empty file left by an interrupted copy (docs/EDITING.md#pictures).
 */

/** The formats the site takes, as the build reads them. */
export const imageFormats = ['jpeg', 'png', 'webp', 'avif', 'svg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export type Sniffed = { format: ImageFormat } | { not: NotAnImage };

/** Why a file is no image the site can use: what it is, in words, and how to get the picture instead. */
export interface NotAnImage {
  /** Completes "The image "images/x.jpg" …": `is an empty file (0 bytes)`. */
  is: string;
  hint: string;
}

/** The names each format's files may end in. */
export const extensionsOf: Record<ImageFormat, readonly string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  avif: ['.avif'],
  svg: ['.svg'],
};

/** How each format is named to an editor. */
export const formatNames: Record<ImageFormat, string> = {
  jpeg: 'a JPEG photo',
  png: 'a PNG image',
  webp: 'a WebP image',
  avif: 'an AVIF image',
  svg: 'an SVG drawing',
};

const exportAgain = 'Export the picture again as JPEG, PNG, WebP, AVIF or SVG, and save it under this name.';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** Raster formats and other binary files, by the bytes they start with. */
function sniffBinary(bytes: Uint8Array): Sniffed | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { format: 'jpeg' };
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { format: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { format: 'webp' };
  if (ascii(bytes, 4, 4) === 'ftyp') return sniffIsoMedia(bytes);
  if (ascii(bytes, 0, 5) === '%PDF-')
    return notAn('is a PDF document, not a picture', 'Export the page you need as a picture (PNG or JPEG) from the program that made the PDF.');
  if (ascii(bytes, 0, 4) === 'PK\x03\x04')
    return notAn(
      'is a ZIP archive (as Word, PowerPoint and Excel files are), not a picture',
      'Save the picture itself out of the document: most programs offer "Save as picture" on it.',
    );
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return notAn('is a GIF image, which the site does not take', 'Export it as PNG (or JPEG for a photo).');
  if (['II*\0', 'MM\0*'].includes(ascii(bytes, 0, 4))) return notAn('is a TIFF image, which browsers cannot show', 'Export it as JPEG (or PNG).');
  if (ascii(bytes, 0, 2) === 'BM') return notAn('is a BMP image, which the site does not take', 'Export it as PNG (or JPEG for a photo).');
  return undefined;
}

/** An ISO media file (HEIF, AVIF, MP4, MOV) says what it is in its `ftyp` box: its brand, then compatible brands. */
function sniffIsoMedia(bytes: Uint8Array): Sniffed {
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const brands: string[] = [];
  for (let at = 8; at + 4 <= Math.min(size, bytes.length, 64); at += at === 8 ? 8 : 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return { format: 'avif' };
  if (brands.some((brand) => ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)))
    return notAn(
      'is a HEIC photo (the format iPhones save in), which browsers cannot show',
      'Export it as JPEG: on the iPhone, Settings › Camera › Formats › Most Compatible takes JPEG photos from then on; a Mac exports JPEG from Preview (File › Export).',
    );
  return notAn('is a video, not a picture', 'Take a still from it with a video player, or use a photo.');
}

/** Text files: an SVG drawing, or a page, a pointer or a note saved under the picture's name. */
function sniffText(bytes: Uint8Array): Sniffed {
  const start = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('version https://git-lfs.github.com/spec/'))
    return notAn(
      'is a Git LFS pointer to the picture, not the picture itself',
      'Fetch the real file with Git LFS: git lfs pull, in a terminal in the project.',
    );
  // An SVG may start with an XML declaration, comments and a doctype (with its own declarations) before its <svg>.
  const firstElement = /^(?:<\?xml[^>]*>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<([a-zA-Z][\w:-]*)/.exec(start)?.[1]?.toLowerCase();
  if (firstElement === 'svg') return { format: 'svg' };
  if (firstElement === 'html' || /^<!doctype html/i.test(start) || /<(head|body)[\s>]/i.test(start))
    return notAn(
      'is a web page (HTML), not a picture: it was probably saved from the browser with "Save link as" instead of the picture itself',
      'Open the picture on its own in the browser (right-click it, "Open image in new tab") and save that.',
    );
  if (firstElement !== undefined) return notAn(`is an XML file whose first element is <${firstElement}>, not an SVG drawing`, exportAgain);
  return notAn('is a text file, not a picture', exportAgain);
}

/** Mostly printable characters, as a text file's first bytes are. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 512);
  const printable = sample.filter((byte) => byte === 9 || byte === 10 || byte === 13 || byte >= 32).length;
  return printable >= sample.length * 0.95;
}

const notAn = (is: string, hint: string): Sniffed => ({ not: { is, hint } });

/** What `bytes`, the start of a file or all of it, hold. */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return notAn('is an empty file (0 bytes)', 'Copy the picture into public/ again: the copy was interrupted, or saved nothing.');
  const binary = sniffBinary(bytes);
  if (binary) return binary;
  if (looksLikeText(bytes)) return sniffText(bytes);
  const first = [...bytes.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(' ');
  return notAn(`is not a picture the site can read (it starts with the bytes ${first})`, exportAgain);
}
