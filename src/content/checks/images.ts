import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic } from '../schema/explain-schema-error.ts';
import { problemAtRef, refsOfKind } from './refs.ts';

/** Each image named, by its path under public/: its size in pixels, and in bytes (for feeds, which announce it). */
export type ImageSizeMap = Map<string, { width: number; height: number; bytes: number }>;

/**
 * Every image named exists under public/, inside it (no "..", no link to a file elsewhere), and can
 * be read; their sizes let the browser reserve the space. Nothing outside public/ is ever read.
 */
export function checkImages(content: CheckedContent): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const publicDir = join(content.root, 'public');
  const realPublicDir = existsSync(publicDir) ? realpathSync(publicDir) : publicDir;
  for (const found of refsOfKind(content, 'image')) {
    const image = found.ref.value;
    if (imageSizes.has(image)) continue;
    const path = resolve(publicDir, image);
    if (!isInside(publicDir, path)) {
      const { message, hint } = pathLeavingPublic(image);
      problems.push(problemAtRef('image-outside-public', found, message, hint));
      continue;
    }
    if (!existsSync(path)) {
      problems.push(problemAtRef('missing-image', found, `The image "${image}" does not exist.`, `Put the file at public/${image}, or correct the path.`));
      continue;
    }
    if (!isInside(realPublicDir, realpathSync(path))) {
      problems.push(
        problemAtRef(
          'image-outside-public',
          found,
          `The image "${image}" is a link to a file outside public/.`,
          'Copy the image itself into public/images/, instead of a link to it.',
        ),
      );
      continue;
    }
    try {
      const bytes = readFileSync(path);
      const { width, height } = imageSize(bytes);
      imageSizes.set(image, { width, height, bytes: bytes.length });
    } catch {
      problems.push(
        problemAtRef('unreadable-image', found, `The image "${image}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.'),
      );
    }
  }
  return { problems, imageSizes };
}

function isInside(dir: string, path: string): boolean {
  const inner = relative(dir, path);
  return inner !== '' && !inner.startsWith(`..${sep}`) && inner !== '..' && !inner.startsWith(sep);
}
