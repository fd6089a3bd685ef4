import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
export { testPhoto, type TestPhotoOptions } from '../../scripts/support/test-photo.ts';

/** Writes `bytes` at `file` under `root`, making its folders. */
export function writeBinary(root: string, file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), bytes);
}

/**
 * A PNG that says it is `width` × `height` pixels: a one-pixel PNG whose header (IHDR) is rewritten,
 * its checksum with it. What reads only the header (the check, the editor's upload) sees a picture
 * of that size at once; making a real one of 20000 × 20000 takes sharp some 7 s.
 */
export async function pngSaying(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4)… and its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
