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
 * colour with grain, as a camera's, so that its copies weigh what a photo's do. No binary test
 * file is kept in the repository.
 */
export async function testPhoto(width: number, height: number, { format = 'jpeg', orientation, transparent = false }: TestPhotoOptions = {}): Promise<Buffer> {
  const channels: 3 | 4 = transparent ? 4 : 3;
  const patches = await sharp({
    create: { width: Math.ceil(width / 40), height: Math.ceil(height / 40), channels, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 70 } },
  })
    .png()
    .toBuffer();
  let photo = sharp(patches).resize(width, height, { kernel: 'cubic' });
  if (transparent) photo = photo.ensureAlpha();
  if (orientation) photo = photo.withMetadata({ orientation });
  return photo.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer();
}

/** Writes `bytes` at `file` under `root`, making its folders. */
export function writeBinary(root: string, file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), bytes);
}
