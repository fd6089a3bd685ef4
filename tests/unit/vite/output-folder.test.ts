import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, outputFolders, recoverOutput, removeAllBut, swapIn } from '../../../src/vite/output-folder.ts';

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});
/** A new folder holding `files` (path → text). */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'output-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('the files of a folder', () => {
  it('lists every file below it, with / between folders, and none of a folder that does not exist', () => {
    const folder = folderWith({ 'index.html': '', 'es/about/index.html': '', 'assets/app.js': '' });
    expect(filesUnder(folder).sort()).toEqual(['assets/app.js', 'es/about/index.html', 'index.html']);
    expect(filesUnder(join(folder, 'nothing-here'))).toEqual([]);
  });

  it('lists a link as a file, or what its folder holds when told to follow links', () => {
    const images = folderWith({ 'logo.svg': '' });
    const folder = folderWith({ 'favicon.svg': '' });
    symlinkSync(images, join(folder, 'images'));
    expect(filesUnder(folder).sort()).toEqual(['favicon.svg', 'images']);
    expect(filesUnder(folder, { followLinks: true }).sort()).toEqual(['favicon.svg', 'images/logo.svg']);
  });
});

describe('removing what a build did not write', () => {
  it('removes every other file and the folders left empty, and keeps what it was told to', () => {
    const folder = folderWith({
      'index.html': 'new',
      'former/index.html': 'old',
      'es/former/index.html': 'old',
      'es/about/index.html': 'new',
      'stray.txt': '',
    });
    removeAllBut(folder, new Set(['index.html', 'es/about/index.html']));
    expect(filesUnder(folder).sort()).toEqual(['es/about/index.html', 'index.html']);
    expect(existsSync(join(folder, 'former'))).toBe(false);
    expect(existsSync(join(folder, 'es/former'))).toBe(false);
  });

  it('spares a .git folder, as Vite does', () => {
    const folder = folderWith({ 'index.html': '', '.git/HEAD': 'ref: refs/heads/main', '.git/refs/heads/main': '' });
    removeAllBut(folder, new Set(['index.html']));
    expect(readFileSync(join(folder, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main');
    expect(existsSync(join(folder, '.git/refs/heads/main'))).toBe(true);
  });

  it('removes a link it was not told to keep, never what the link leads to', () => {
    const elsewhere = folderWith({ 'precious.txt': 'keep me' });
    const folder = folderWith({ 'index.html': '' });
    symlinkSync(elsewhere, join(folder, 'linked'));
    removeAllBut(folder, new Set(['index.html']));
    expect(existsSync(join(folder, 'linked'))).toBe(false);
    expect(readFileSync(join(elsewhere, 'precious.txt'), 'utf8')).toBe('keep me');
  });
});

describe('swapping a build in', () => {
  /** A parent folder holding `dist/` with the previous build and `.dist-staging/` with the new one, as a build leaves them before the swap. */
  function builds() {
    const parent = folderWith({
      'dist/index.html': 'previous',
      'dist/old.js': 'previous',
      'dist/.git/HEAD': 'ref',
      '.dist-staging/index.html': 'new',
      '.dist-staging/new.js': 'new',
    });
    return outputFolders(join(parent, 'dist'));
  }
  const read = (folder: string) =>
    Object.fromEntries(
      filesUnder(folder)
        .sort()
        .map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
    );

  it('names the folders beside the output folder, hidden', () => {
    expect(outputFolders('/work/site/dist')).toEqual({ out: '/work/site/dist', staging: '/work/site/.dist-staging', swapping: '/work/site/.dist-swap' });
  });

  it("puts the new build in place, with the deployment's .git, and keeps the previous one to write over next time", () => {
    const folders = builds();
    swapIn(folders);
    expect(read(folders.out)).toEqual({ '.git/HEAD': 'ref', 'index.html': 'new', 'new.js': 'new' });
    expect(read(folders.staging)).toEqual({ 'index.html': 'previous', 'old.js': 'previous' });
    expect(existsSync(folders.swapping)).toBe(false);
  });

  it('puts the first build in place when there was none', () => {
    const parent = folderWith({ '.dist-staging/index.html': 'new' });
    const folders = outputFolders(join(parent, 'dist'));
    swapIn(folders);
    expect(read(folders.out)).toEqual({ 'index.html': 'new' });
    expect(existsSync(folders.staging)).toBe(false);
  });

  it('puts the previous build back when a build stopped between the two renames left no output folder', () => {
    const folders = builds();
    renameSync(folders.out, folders.swapping);
    recoverOutput(folders);
    expect(read(folders.out)).toEqual({ '.git/HEAD': 'ref', 'index.html': 'previous', 'old.js': 'previous' });
    expect(existsSync(folders.swapping)).toBe(false);
  });

  it('makes the previous build the staging folder again when a build stopped just before the last rename', () => {
    const folders = builds();
    renameSync(join(folders.out, '.git'), join(folders.staging, '.git'));
    renameSync(folders.out, folders.swapping);
    renameSync(folders.staging, folders.out);
    recoverOutput(folders);
    expect(read(folders.out)).toEqual({ '.git/HEAD': 'ref', 'index.html': 'new', 'new.js': 'new' });
    expect(read(folders.staging)).toEqual({ 'index.html': 'previous', 'old.js': 'previous' });
    expect(existsSync(folders.swapping)).toBe(false);
  });

  it('puts back a .git moved for a swap that never happened', () => {
    const folders = builds();
    renameSync(join(folders.out, '.git'), join(folders.staging, '.git'));
    recoverOutput(folders);
    expect(readFileSync(join(folders.out, '.git/HEAD'), 'utf8')).toBe('ref');
    expect(existsSync(join(folders.staging, '.git'))).toBe(false);
  });

  it('leaves everything as it is after a whole swap', () => {
    const folders = builds();
    swapIn(folders);
    recoverOutput(folders);
    expect(read(folders.out)).toEqual({ '.git/HEAD': 'ref', 'index.html': 'new', 'new.js': 'new' });
    expect(read(folders.staging)).toEqual({ 'index.html': 'previous', 'old.js': 'previous' });
  });
});
