import type { ProblemCode } from '../codes.ts';

/**
 * The references that name a file under public/ (`contentRef` in the schemas), and how the check
 * speaks of each: an image, which it also measures, or a video or captions file (`media`), which
 * it only finds. Both are refused alike when missing or outside public/ (checks/images.ts).
 */
export const publicFiles = {
  image: { noun: 'image', what: 'images', folder: 'images', example: 'images/about-team.svg', missing: 'missing-image', outside: 'image-outside-public' },
  media: {
    noun: 'file',
    what: 'videos and captions',
    folder: 'media',
    example: 'media/welcome.webm',
    missing: 'missing-media',
    outside: 'media-outside-public',
  },
} as const satisfies Record<string, { noun: string; what: string; folder: string; example: string; missing: ProblemCode; outside: ProblemCode }>;

export type PublicFileKind = keyof typeof publicFiles;

export const isPublicFileKind = (kind: unknown): kind is PublicFileKind => typeof kind === 'string' && Object.hasOwn(publicFiles, kind);

export const publicFileKinds: readonly PublicFileKind[] = Object.keys(publicFiles).filter(isPublicFileKind);

/** What is said of a path that goes up a folder: the schema refuses it, and the check of files again, whatever reaches it. */
export function pathLeavingPublic(kind: PublicFileKind, path: string): { message: string; hint: string } {
  const { noun, what, example } = publicFiles[kind];
  return {
    message: `The ${noun} path "${path}" goes up a folder with "..": ${what} are taken from public/ only.`,
    hint: `Write the path of the ${noun} inside public/, without "..", such as "${example}".`,
  };
}
