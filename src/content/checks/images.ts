import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ProblemCode } from '../codes.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { pathLeavingPublic, publicFileKinds, publicFiles, type PublicFileKind } from '../schema/public-files.ts';
import { problemAtRef, refsOfKind } from './refs.ts';

/** Each image named, by its path under public/: its size in pixels, and in bytes (for feeds, which announce it). */
export type ImageSizeMap = Map<string, { width: number; height: number; bytes: number }>;

type ProblemAt = (code: ProblemCode, message: string, hint: string) => Problem;

/** An image named somewhere, and how to report a problem with it at that place. */
export interface ImageUse {
  image: string;
  problem: ProblemAt;
}

/** A file of public/ named somewhere (by a field or in a formatted text), and how to report a problem with it there. */
interface FileUse {
  kind: PublicFileKind;
  file: string;
  problem: ProblemAt;
}

/**
 * Every file named under public/ (an image, a video or a captions file) exists there, inside it
 * (no "..", no link to a file elsewhere); every image can be read, and its size lets the browser
 * reserve its space. Nothing outside public/ is ever read.
 * `inTexts`: the images formatted texts show (formatted-texts.ts), checked as those of the fields.
 */
export function checkImages(content: CheckedContent, inTexts: Iterable<ImageUse> = []): { problems: Problem[]; imageSizes: ImageSizeMap } {
  const problems: Problem[] = [];
  const imageSizes: ImageSizeMap = new Map();
  const publicDir = join(content.root, 'public');
  const realPublicDir = existsSync(publicDir) ? realpathSync(publicDir) : publicDir;
  const inFields = publicFileKinds.flatMap((kind) =>
    [...refsOfKind(content, kind)].map((found): FileUse => ({
      kind,
      file: found.ref.value,
      problem: (code, message, hint) => problemAtRef(code, found, message, hint),
    })),
  );
  const fromTexts = [...inTexts].map(({ image, problem }): FileUse => ({ kind: 'image', file: image, problem }));
  // Files found usable: each is checked once, a problem is told at every place that names the file.
  const usable = new Set<string>();
  for (const use of [...inFields, ...fromTexts]) {
    const { kind, file } = use;
    if (usable.has(`${kind}:${file}`)) continue;
    const problem = publicFileProblem(use, publicDir, realPublicDir);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (kind === 'image') {
      try {
        const bytes = readFileSync(resolve(publicDir, file));
        const { width, height } = imageSize(bytes);
        imageSizes.set(file, { width, height, bytes: bytes.length });
      } catch {
        problems.push(
          use.problem('unreadable-image', `The image "${file}" cannot be read as an image.`, 'Export it again as SVG (with width and height) or WebP.'),
        );
        continue;
      }
    }
    usable.add(`${kind}:${file}`);
  }
  return { problems, imageSizes };
}

/** Why a file named cannot be used: it is outside public/, missing, or a link to a file elsewhere. */
function publicFileProblem({ kind, file, problem }: FileUse, publicDir: string, realPublicDir: string): Problem | undefined {
  const { noun, folder, missing, outside } = publicFiles[kind];
  const path = resolve(publicDir, file);
  if (!isInside(publicDir, path)) {
    const { message, hint } = pathLeavingPublic(kind, file);
    return problem(outside, message, hint);
  }
  if (!existsSync(path)) return problem(missing, `The ${noun} "${file}" does not exist.`, `Put the file at public/${file}, or correct the path.`);
  if (!isInside(realPublicDir, realpathSync(path))) {
    return problem(
      outside,
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
