import { randomUUID } from 'node:crypto';
import { linkSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import type { EditModeImageAnswer } from '../protocol.ts';
import { describeRisks, photoTooLarge, readSvg, writeAtomically } from '../../content/pipeline.ts';
import { writablePath } from './files.ts';
import { Refusal } from './http.ts';

/** Where uploaded pictures go, as content names them (EditModeSite.imagesFolder); under public/ in the site folder. */
const uploadsFolder = 'images/uploads';

/** Each picture format the editor takes, by extension: its name in a refusal, and whether its bytes look like it. */
const formats: Record<string, { label: string; looksLike: (bytes: Buffer) => boolean }> = {
  jpg: { label: 'JPEG', looksLike: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  jpeg: { label: 'JPEG', looksLike: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  png: { label: 'PNG', looksLike: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  webp: { label: 'WebP', looksLike: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP' },
  avif: { label: 'AVIF', looksLike: isAvif },
  svg: { label: 'SVG', looksLike: (bytes) => svgText(bytes) !== undefined },
};

/**
 * Stores an uploaded picture in the site's uploads folder under a safe name made from `name`
 * (docs/BEHAVIOUR.md#editing-on-the-page): lower case, letters, digits and hyphens, its extension
 * kept; `-2`, `-3`… when the name is taken, never overwriting a picture. Its bytes must be the
 * format its extension names, and an SVG must hold only drawing, since the site serves it from
 * its own origin: it is stored as the sanitizer cleaned it.
 */
export function storeImage(root: string, name: string, bytes: Buffer): EditModeImageAnswer {
  const { stem, extension } = safeName(name);
  const format = formats[extension];
  if (!format) throw new Refusal(400, `"${name}" is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.`);
  if (bytes.length === 0) throw new Refusal(400, `"${name}" is empty: choose the picture again.`);
  if (!format.looksLike(bytes))
    throw new Refusal(
      400,
      `"${name}" is named as a ${format.label} picture, but its bytes are not one. Save it again as ${format.label}, or choose another file.`,
    );
  if (extension !== 'svg') refuseTooLarge(name, bytes);
  const stored = extension === 'svg' ? cleanSvg(name, svgText(bytes)!) : bytes;
  const folder = dirname(writablePath(root, `public/${uploadsFolder}/${stem}.${extension}`));
  // Written whole under a temporary name, then linked to the first free name: a picture of the same name is never replaced.
  const temporary = join(folder, `.upload-${randomUUID()}.tmp`);
  writeAtomically(temporary, stored);
  try {
    for (let n = 1; ; n++) {
      const file = `${stem}${n === 1 ? '' : `-${n}`}.${extension}`;
      try {
        linkSync(temporary, join(folder, file));
        return { status: 'stored', path: `${uploadsFolder}/${file}` };
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      }
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** A photo with more pixels than the build reads is refused as the content check would refuse it (photoTooLarge). */
function refuseTooLarge(name: string, bytes: Buffer): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return; // A damaged photo is the content check's to explain, once a section names it.
  }
  const tooLarge = photoTooLarge(name, size.width ?? 0, size.height ?? 0);
  if (tooLarge) throw new Refusal(400, `${tooLarge.message} ${tooLarge.hint}`);
}

/** `Día de Campo (1).JPG` → `dia-de-campo-1` and `jpg`; whatever folders the name names are dropped. */
function safeName(name: string): { stem: string; extension: string } {
  const file = basename(name.split('\\').join('/'));
  const dot = file.lastIndexOf('.');
  const extension = dot >= 0 ? file.slice(dot + 1).toLowerCase() : '';
  const stem = (dot >= 0 ? file.slice(0, dot) : file)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return { stem: stem || 'picture', extension };
}

const startsWith = (bytes: Buffer, magic: number[]): boolean => magic.every((byte, index) => bytes[index] === byte);
const ascii = (bytes: Buffer, start: number, end: number): string => bytes.subarray(start, end).toString('latin1');

/** An ISO media file (`ftyp` box) whose brands include AVIF's. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The text of an SVG file: UTF-8 whose first element, after an XML declaration, comments and a doctype, is `<svg>`. */
function svgText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i.test(text) ? text : undefined;
}

/**
 * The drawing as the content check reads it (docs/BEHAVIOUR.md#pictures-that-cannot-act): refused
 * when it holds anything that could act, naming each thing with its rule; otherwise stored as the
 * sanitizer serialised it, without what drawing programs add that no browser uses (comments, metadata).
 */
function cleanSvg(name: string, text: string): Buffer {
  const { clean, risks } = readSvg(text);
  if (risks.length > 0 || clean === undefined)
    throw new Refusal(
      400,
      `"${name}" holds ${describeRisks(risks)}, which the site does not serve. Export it again as a plain SVG with only the drawing, or as PNG.`,
    );
  return Buffer.from(clean, 'utf8');
}
