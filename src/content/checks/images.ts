import { existsSync, realpathSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { ProblemCode } from '../codes.ts';
import { photoTooLarge } from '../limits.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic, publicFileKinds, publicFiles, type PublicFileKind } from '../schema/public-files.ts';
import { ImageReader, type ImageFacts, type ImageSizeMap } from '../load/image-facts.ts';
import { extensionsOf, formatNames } from '../load/image-format.ts';
import { problemAtRef, refsOfKind, type FoundRef } from './refs.ts';

/** Every image the content names and the check could read, by its path under public/. */

type ProblemAt = (code: ProblemCode, message: string, hint: string) => Problem;

/** An image named somewhere, and how to report a problem with it at that place. */
export interface ImageUse {
  image: string;
  problem: ProblemAt;
}

/** A file of public/ named somewhere (by a field, or in a formatted text), and how to report a problem with it there. */
interface FileUse {
  kind: PublicFileKind;
  file: string;
  problem: ProblemAt;
  /** The field that names it, when one does: where a photo too narrow for its place is told. */
  found?: FoundRef;
}

/** What keeps a file from being used, told at each place that names it. */
interface Refusal {
  code: ProblemCode;
  message: string;
  hint: string;
}

/**
 * Every file named under public/ (an image, a video or a captions file) exists there, inside it
 * (no "..", no link to a file elsewhere); every image is the picture its name says (not a web page,
 * a PDF or an empty file saved under that name) and gives its size, which lets the browser reserve
 * its space; a photo narrower than the widest its place shows it is a warning. Nothing outside
 * public/ is ever read. `inTexts`: the images formatted texts show (formatted-texts.ts), checked as
 * those of the fields.
 */
export function checkImages(content: CheckedContent, inTexts: Iterable<ImageUse> = []): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const folders = { publicDir: join(content.root, 'public'), realPublicDir: '' };
  folders.realPublicDir = existsSync(folders.publicDir) ? realpathSync(folders.publicDir) : folders.publicDir;
  const reader = new ImageReader(content.root);
  const inFields = publicFileKinds.flatMap((kind) =>
    [...refsOfKind(content, kind)].map((found): FileUse => ({
      kind,
      file: found.ref.value,
      found,
      problem: (code, message, hint) => problemAtRef(code, found, message, hint),
    })),
  );
  const fromTexts = [...inTexts].map(({ image, problem }): FileUse => ({ kind: 'image', file: image, problem }));
  // Each file is read once, and its problem told at every place that names it.
  const readings = new Map<string, ImageFacts | Refusal | null>();
  for (const use of [...inFields, ...fromTexts]) {
    const key = `${use.kind}:${use.file}`;
    let reading = readings.get(key);
    if (reading === undefined) {
      reading = readNamed(use, folders, reader);
      readings.set(key, reading);
    }
    if (reading === null) continue;
    if ('code' in reading) problems.push(use.problem(reading.code, reading.message, reading.hint));
    else {
      imageSizes.set(use.file, reading);
      const narrow = use.found && narrowPhoto(use.found, reading);
      if (narrow) problems.push(narrow);
    }
  }
  reader.save();
  return { problems, imageSizes };
}

/** What the check knows of an image, nothing of a video or captions file that can be used, or why the file cannot be. */
function readNamed({ kind, file }: FileUse, folders: { publicDir: string; realPublicDir: string }, reader: ImageReader): ImageFacts | Refusal | null {
  const refusal = publicFileRefusal(kind, file, folders);
  if (refusal || kind !== 'image') return refusal ?? null;
  const reading = reader.read(resolve(folders.publicDir, file));
  if ('not' in reading) return { code: 'unreadable-image', message: `The image "${file}" ${reading.not.is}.`, hint: reading.not.hint };
  const extension = extname(file).toLowerCase();
  const { format, width, height } = reading.facts;
  const tooLarge = format === 'svg' ? undefined : photoTooLarge(file, width, height);
  if (tooLarge) return { code: 'photo-too-large', ...tooLarge };
  if (extensionsOf[format].includes(extension)) return reading.facts;
  // A host names a file's type by its name, and browsers trust it: a PNG named .jpg is sent as a JPEG.
  const renamed = `${file.slice(0, file.length - extension.length)}${extensionsOf[format][0]}`;
  return {
    code: 'unreadable-image',
    message: `The image "${file}" is ${formatNames[format]}, though its name ends in ${extension}.`,
    hint: `Rename the file public/${renamed}, and write "${renamed}" here.`,
  };
}

/** Why a file named cannot be used: it is outside public/, missing, or a link to a file elsewhere. */
function publicFileRefusal(kind: PublicFileKind, file: string, { publicDir, realPublicDir }: { publicDir: string; realPublicDir: string }): Refusal | null {
  const { noun, folder, missing, outside } = publicFiles[kind];
  const path = resolve(publicDir, file);
  if (!isInside(publicDir, path)) return { code: outside, ...pathLeavingPublic(kind, file) };
  if (!existsSync(path))
    return { code: missing, message: `The ${noun} "${file}" does not exist.`, hint: `Put the file at public/${file}, or correct the path.` };
  if (!isInside(realPublicDir, realpathSync(path)))
    return {
      code: outside,
      message: `The ${noun} "${file}" is a link to a file outside public/.`,
      hint: `Copy the ${noun} itself into public/${folder}/, instead of a link to it.`,
    };
  return null;
}

/** A warning when a photo has fewer pixels across than its place shows it wide: it would look blurred. */
function narrowPhoto(found: FoundRef, { format, width }: ImageFacts): Problem | undefined {
  const shown = found.ref.displayWidth;
  if (format === 'svg' || shown === undefined || width >= shown) return undefined;
  return problemAtRef(
    'narrow-image',
    found,
    `The photo "${found.ref.value}" is ${width} pixels wide, but this place shows it up to ${shown} pixels wide: it will look blurred.`,
    `Use a photo at least ${shown} pixels wide (${shown * 2} looks sharp on high-density screens too), or put this one where it shows smaller.`,
  );
}

function isInside(dir: string, path: string): boolean {
  const inner = relative(dir, path);
  return inner !== '' && !inner.startsWith(`..${sep}`) && inner !== '..' && !inner.startsWith(sep);
}
