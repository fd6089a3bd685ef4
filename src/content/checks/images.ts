import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ProblemCode } from '../codes.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic } from '../schema/explain-schema-error.ts';
import { problemAtRef, refsOfKind } from './refs.ts';

export type ImageSizeMap = Map<string, { width: number; height: number }>;

/** An image named somewhere, and how to report a problem with it at that place. */
export interface ImageUse {
  image: string;
  problem: (code: ProblemCode, message: string, hint: string) => Problem;
}

/**
 * Every image named exists under public/, inside it (no "..", no link to a file elsewhere), and can
 * be read; their sizes let the browser reserve the space. Nothing outside public/ is ever read.
 * `inTexts`: the images formatted texts show (formatted-texts.ts), checked as those of the fields.
 */
export function checkImages(content: CheckedContent, inTexts: Iterable<ImageUse> = []): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const publicDir = join(content.root, 'public');
  const realPublicDir = existsSync(publicDir) ? realpathSync(publicDir) : publicDir;
  const inFields = [...refsOfKind(content, 'image')].map((found): ImageUse => ({
    image: found.ref.value,
    problem: (code, message, hint) => problemAtRef(code, found, message, hint),
  }));
  for (const use of [...inFields, ...inTexts]) {
    const { image } = use;
    if (imageSizes.has(image)) continue;
    const path = resolve(publicDir, image);
    if (!isInside(publicDir, path)) {
      const { message, hint } = pathLeavingPublic(image);
      problems.push(use.problem('image-outside-public', message, hint));
      continue;
    }
    if (!existsSync(path)) {
      problems.push(use.problem('missing-image', `The image "${image}" does not exist.`, `Put the file at public/${image}, or correct the path.`));
      continue;
    }
    if (!isInside(realPublicDir, realpathSync(path))) {
      problems.push(
        use.problem(
          'image-outside-public',
          `The image "${image}" is a link to a file outside public/.`,
          'Copy the image itself into public/images/, instead of a link to it.',
        ),
      );
      continue;
    }
    try {
      const { width, height } = imageSize(readFileSync(path));
      imageSizes.set(image, { width, height });
    } catch {
      problems.push(
        use.problem('unreadable-image', `The image "${image}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.'),
      );
    }
  }
  return { problems, imageSizes };
}

function isInside(dir: string, path: string): boolean {
  const inner = relative(dir, path);
  return inner !== '' && !inner.startsWith(`..${sep}`) && inner !== '..' && !inner.startsWith(sep);
}
