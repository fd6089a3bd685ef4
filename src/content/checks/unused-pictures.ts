import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLogo } from '../model/default-logo.ts';
import { problemInFile, type Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';
import { publicFiles } from '../schema/public-files.ts';
import { refsOfKind } from './refs.ts';

const picture = /\.(jpe?g|png|webp|avif|svg|gif|ico)$/i;

/** The pictures under public/images/, by their path under public/ (`images/blog/cover.svg`). */
function picturesUnder(publicDir: string): string[] {
  const folder = join(publicDir, publicFiles.image.folder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${publicFiles.image.folder}/${name.split('\\').join('/')}`)
    .filter((path) => picture.test(path))
    .sort();
}

/**
 * The pictures under public/images/ that no page, article, text or setting names
 * (docs/BEHAVIOUR.md#pictures-no-page-uses): a notice each, since a picture replaced on the page
 * stays in the folder, published all the same. `inTexts`: the images formatted texts show.
 */
export function unusedPictures(content: CheckedContent, inTexts: Iterable<string>): Problem[] {
  const named = [...refsOfKind(content, 'image')].map(({ ref }) => ref.value);
  // The header shows its default logo when site.yaml names none.
  const used = new Set([...named, ...inTexts, defaultLogo.src].map((path) => path.replace(/^\/+/, '')));
  return picturesUnder(join(content.root, 'public'))
    .filter((path) => !used.has(path))
    .map((path) =>
      problemInFile(
        'unused-picture',
        `public/${path}`,
        `No page uses the picture public/${path}.`,
        'Delete it if it is left over: it is published all the same. Or show it on a page: in Edit mode, a section’s Choose picture.',
      ),
    );
}
