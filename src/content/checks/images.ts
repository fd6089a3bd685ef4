import { existsSync, realpathSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { ProblemCode } from '../codes.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic } from '../schema/explain-schema-error.ts';
import { ImageReader, type ImageFacts } from './image-facts.ts';
import { extensionsOf, formatNames } from './image-format.ts';
import { problemAtRef, refsOfKind, type FoundRef } from './refs.ts';

/** Every image the content names and the check could read, by its path under public/. */
export type ImageSizeMap = Map<string, ImageFacts>;

/**
 * Every image named exists under public/, inside it (no "..", no link to a file elsewhere), is the
 * picture its name says (not a web page, a PDF or an empty file saved under that name), and gives
 * its size, which lets the browser reserve its space; a photo narrower than the widest its place
 * shows it is a warning. Nothing outside public/ is ever read.
 */
export function checkImages(content: CheckedContent): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const publicDir = join(content.root, 'public');
  const realPublicDir = existsSync(publicDir) ? realpathSync(publicDir) : publicDir;
  const reader = new ImageReader(content.root);
  // Each image is read once, and its problem told at every place that names it.
  const readings = new Map<string, ImageFacts | Refusal>();
  for (const found of refsOfKind(content, 'image')) {
    const image = found.ref.value;
    let reading = readings.get(image);
    if (!reading) {
      reading = readNamed(image, publicDir, realPublicDir, reader);
      readings.set(image, reading);
    }
    if ('code' in reading) problems.push(problemAtRef(reading.code, found, reading.message, reading.hint));
    else {
      imageSizes.set(image, reading);
      const narrow = narrowPhoto(found, reading);
      if (narrow) problems.push(narrow);
    }
  }
  reader.save();
  return { problems, imageSizes };
}

/** What keeps an image from being used, told at each place that names it. */
interface Refusal {
  code: ProblemCode;
  message: string;
  hint: string;
}

/** What the check knows of the image at `image` under public/, or why it cannot be used. */
function readNamed(image: string, publicDir: string, realPublicDir: string, reader: ImageReader): ImageFacts | Refusal {
  const path = resolve(publicDir, image);
  if (!isInside(publicDir, path)) return { code: 'image-outside-public', ...pathLeavingPublic(image) };
  if (!existsSync(path))
    return { code: 'missing-image', message: `The image "${image}" does not exist.`, hint: `Put the file at public/${image}, or correct the path.` };
  if (!isInside(realPublicDir, realpathSync(path)))
    return {
      code: 'image-outside-public',
      message: `The image "${image}" is a link to a file outside public/.`,
      hint: 'Copy the image itself into public/images/, instead of a link to it.',
    };
  const reading = reader.read(path);
  if ('not' in reading) return { code: 'unreadable-image', message: `The image "${image}" ${reading.not.is}.`, hint: reading.not.hint };
  const extension = extname(image).toLowerCase();
  const { format } = reading.facts;
  if (extensionsOf[format].includes(extension)) return reading.facts;
  // A host names a file's type by its name, and browsers trust it: a PNG named .jpg is sent as a JPEG.
  const renamed = `${image.slice(0, image.length - extension.length)}${extensionsOf[format][0]}`;
  return {
    code: 'unreadable-image',
    message: `The image "${image}" is ${formatNames[format]}, though its name ends in ${extension}.`,
    hint: `Rename the file public/${renamed}, and write "${renamed}" here.`,
  };
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
