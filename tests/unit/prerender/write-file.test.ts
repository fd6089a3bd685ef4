import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeFileInFolder } from '../../../src/prerender/write-file.ts';

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof fs>();
  return { ...real, mkdir: vi.fn<typeof real.mkdir>(real.mkdir) };
});

describe('writing a prerendered file', () => {
  const root = mkdtempSync(join(tmpdir(), 'write-file-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes its folder when it is missing, and asks for none when it is there (a rebuild)', async () => {
    const file = join(root, 'es', 'about-us', 'index.html');
    await writeFileInFolder(file, 'first');
    expect(vi.mocked(fs.mkdir)).toHaveBeenCalledTimes(1);
    await writeFileInFolder(file, 'second');
    await writeFileInFolder(join(root, 'es', 'about-us', 'other.html'), 'beside');
    expect(vi.mocked(fs.mkdir)).toHaveBeenCalledTimes(1);
    expect(readFileSync(file, 'utf8')).toBe('second');
  });

  it('fails as writing fails for any other reason', async () => {
    await expect(writeFileInFolder(root, 'a folder is no file')).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
