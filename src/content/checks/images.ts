import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { problemAtRef, refsOfKind } from './refs.ts';

export type ImageSizeMap = Map<string, { width: number; height: number }>;

/** Every image named exists under public/ and can be read; their sizes let the browser reserve the space. */
export function checkImages(content: CheckedContent): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  for (const found of refsOfKind(content, 'image')) {
    const image = found.ref.value;
    if (imageSizes.has(image)) continue;
    const path = join(content.root, 'public', image);
    if (!existsSync(path)) {
      problems.push(problemAtRef('missing-image', found, `The image "${image}" does not exist.`, `Put the file at public/${image}, or correct the path.`));
      continue;
    }
    try {
      const { width, height } = imageSize(readFileSync(path));
      imageSizes.set(image, { width, height });
    } catch {
      problems.push(problemAtRef('unreadable-image', found, `The image "${image}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.'));
    }
  }
  return { problems, imageSizes };
}
