import { randomUUID } from 'node:crypto';
import { linkSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import type { EditModeImageAnswer } from '../protocol.ts';
import { describeRisks, extensionsOf, imageFormats, photoTooLarge, readSvg, sniffImage, writeAtomically, type ImageFormat } from '../../content/pipeline.ts';
import { writablePath } from './files.ts';
import { Refusal } from './http.ts';

/** Where uploaded pictures go, as content names them (EditModeSite.imagesFolder); under public/ in the site folder. */
const uploadsFolder = 'images/uploads';

/** How a refusal names each format the editor takes. */
const formatLabels: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', svg: 'SVG' };

/**
 * Stores an uploaded picture in the site's uploads folder under a safe name made from `name`
 * (docs/BEHAVIOUR.md#editing-on-the-page): lower case, letters, digits and hyphens, its extension
 * kept; `-2`, `-3`… when the name is taken, never overwriting a picture. Its bytes must be the
 * format its extension names, and an SVG must hold only drawing, since the site serves it from
 * its own origin: it is stored as the sanitizer cleaned it.
 */
export function storeImage(root: string, name: string, bytes: Buffer): EditModeImageAnswer {
  const { stem, extension } = safeName(name);
  const format = imageFormats.find((known) => extensionsOf[known].includes(`.${extension}`));
  if (!format) throw new Refusal(400, `"${name}" is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.`);
  if (bytes.length === 0) throw new Refusal(400, `"${name}" is empty: choose the picture again.`);
  const sniffed = sniffImage(bytes);
  const text = format === 'svg' ? utf8(bytes) : undefined;
  if (!('format' in sniffed) || sniffed.format !== format || (format === 'svg' && text === undefined))
    throw new Refusal(
      400,
      `"${name}" is named as a ${formatLabels[format]} picture, but its bytes are not one. Save it again as ${formatLabels[format]}, or choose another file.`,
    );
  if (format !== 'svg') refuseTooLarge(name, bytes);
  const stored = text === undefined ? bytes : cleanSvg(name, text);
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

/** The bytes as UTF-8 text, or undefined when they are not. */
function utf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
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
