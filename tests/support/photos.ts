import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

export interface TestPhotoOptions {
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** An EXIF orientation, as phones write: 6 for a photo taken upright and stored sideways. */
  orientation?: number;
  /** Transparent in part (PNG, WebP): a logo on no background. */
  transparent?: boolean;
}

/**
 * A photograph-like picture made for a test, `width` × `height` pixels as stored: soft patches of
 * colour with grain, as a camera's, so that its copies weigh what a photo's do. The same arguments
 * make the same bytes (the build's cache is keyed by them), and no binary test file is kept in the
 * repository.
 */
export async function testPhoto(width: number, height: number, { format = 'jpeg', orientation, transparent = false }: TestPhotoOptions = {}): Promise<Buffer> {
  const channels: 3 | 4 = transparent ? 4 : 3;
  const [across, down] = [Math.ceil(width / 40), Math.ceil(height / 40)];
  const patches = Buffer.alloc(across * down * channels);
  // A small linear congruential generator, seeded by the arguments: random-looking, and always the same.
  let seed = (width * 31 + height * 17 + channels + (orientation ?? 0)) >>> 0;
  for (let index = 0; index < patches.length; index++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    patches[index] = seed >>> 24;
  }
  let photo = sharp(patches, { raw: { width: across, height: down, channels } }).resize(width, height, { kernel: 'cubic' });
  if (orientation) photo = photo.withMetadata({ orientation });
  return photo.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer();
}

/** Writes `bytes` at `file` under `root`, making its folders. */
export function writeBinary(root: string, file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), bytes);
}
