import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic, publicFileKinds, publicFiles, type PublicFileKind } from '../schema/public-files.ts';
import { problemAtRef, refsOfKind, type FoundRef } from './refs.ts';

export type ImageSizeMap = Map<string, { width: number; height: number }>;

/**
 * Every file named under public/ (an image, a video or a captions file) exists there, inside it
 * (no "..", no link to a file elsewhere); every image can be read, and its size lets the browser
 * reserve its space. Nothing outside public/ is ever read.
 */
export function checkImages(content: CheckedContent): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const publicDir = join(content.root, 'public');
  const realPublicDir = existsSync(publicDir) ? realpathSync(publicDir) : publicDir;
  // Files found usable: each is checked once, a problem is told at every place that names the file.
  const usable = new Set<string>();
  for (const kind of publicFileKinds) {
    for (const found of refsOfKind(content, kind)) {
      const file = found.ref.value;
      if (usable.has(`${kind}:${file}`)) continue;
      const problem = publicFileProblem(kind, found, publicDir, realPublicDir);
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (kind !== 'image') {
        usable.add(`${kind}:${file}`);
        continue;
      }
      try {
        const { width, height } = imageSize(readFileSync(resolve(publicDir, file)));
        imageSizes.set(file, { width, height });
        usable.add(`${kind}:${file}`);
      } catch {
        problems.push(
          problemAtRef('unreadable-image', found, `The image "${file}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.'),
        );
      }
    }
  }
  return { problems, imageSizes };
}

/** Why the file a reference names cannot be used: it is outside public/, missing, or a link to a file elsewhere. */
function publicFileProblem(kind: PublicFileKind, found: FoundRef, publicDir: string, realPublicDir: string): Problem | undefined {
  const { noun, folder, missing, outside } = publicFiles[kind];
  const file = found.ref.value;
  const path = resolve(publicDir, file);
  if (!isInside(publicDir, path)) {
    const { message, hint } = pathLeavingPublic(kind, file);
    return problemAtRef(outside, found, message, hint);
  }
  if (!existsSync(path)) return problemAtRef(missing, found, `The ${noun} "${file}" does not exist.`, `Put the file at public/${file}, or correct the path.`);
  if (!isInside(realPublicDir, realpathSync(path))) {
    return problemAtRef(
      outside,
      found,
      `The ${noun} "${file}" is a link to a file outside public/.`,
      `Copy the ${noun} itself into public/${folder}/, instead of a link to it.`,
    );
  }
  return undefined;
}

function isInside(dir: string, path: string): boolean {
  const inner = relative(dir, path);
  return inner !== '' && !inner.startsWith(`..${sep}`) && inner !== '..' && !inner.startsWith(sep);
}
