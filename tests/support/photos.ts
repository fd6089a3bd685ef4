import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
export { testPhoto, type TestPhotoOptions } from '../../scripts/support/test-photo.ts';

/** Writes `bytes` at `file` under `root`, making its folders. */
export function writeBinary(root: string, file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), bytes);
}
