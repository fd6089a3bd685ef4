import sharp from 'sharp';

export interface TestPhotoOptions {
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** An EXIF orientation, as phones write: 6 for a photo taken upright and stored sideways. */
  orientation?: number;
  /** Transparent in part (PNG, WebP): a logo on no background. */
  transparent?: boolean;
  /** Fine grain over the whole picture, as a camera's sensor gives: a phone's 4000 × 3000 JPEG then weighs its 3 to 4 MB. */
  grain?: boolean;
  /** Another seed makes another picture of the same size. */
  seed?: number;
}

/**
 * A photograph-like picture, `width` × `height` pixels as stored: soft patches of colour, as a
 * camera's, so that its copies weigh what a photo's do. The same options make the same bytes (the
 * build's cache is keyed by them): the tests and scripts/measure-image-step.ts make their photos
 * with it, and no binary test file is kept in the repository.
 */
export async function testPhoto(
  width: number,
  height: number,
  { format = 'jpeg', orientation, transparent = false, grain = false, seed = 0 }: TestPhotoOptions = {},
): Promise<Buffer> {
  const channels: 3 | 4 = transparent ? 4 : 3;
  const patches = noise(Math.ceil(width / 40), Math.ceil(height / 40), channels, width * 31 + height * 17 + channels + (orientation ?? 0) + seed * 7919);
  let photo = sharp(patches.data, { raw: patches.info }).resize(width, height, { kernel: 'cubic' });
  if (grain) {
    const fine = noise(width, height, channels, seed + 1);
    // Half the grain's amplitude over the patches: the camera's noise, not a new picture.
    const smooth = await photo.raw().toBuffer();
    for (let index = 0; index < smooth.length; index++) smooth[index] = Math.max(0, Math.min(255, smooth[index]! + ((fine.data[index]! - 128) >> 3)));
    photo = sharp(smooth, { raw: { width, height, channels } });
  }
  if (orientation) photo = photo.withMetadata({ orientation });
  return photo.toFormat(format, format === 'avif' ? { effort: 0 } : { quality: 90 }).toBuffer();
}

/** Random-looking bytes from a small linear congruential generator: the same seed, the same bytes. */
function noise(width: number, height: number, channels: 3 | 4, seed: number) {
  const data = Buffer.alloc(width * height * channels);
  let state = seed >>> 0;
  for (let index = 0; index < data.length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data[index] = state >>> 24;
  }
  return { data, info: { width, height, channels } };
}
