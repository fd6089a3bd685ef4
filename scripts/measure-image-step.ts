/**
 * `npx tsx scripts/measure-image-step.ts [100] [--size 4000x3000]`: what the build's image step
 * costs with that many photos, cold (nothing cached) and warm (a rebuild with no new photo). A copy
 * of the fixture site gets that many photo-like JPEGs with a camera's grain (scripts/support/test-photo.ts),
 * each the picture of an article of its own; then the step runs as `vite build` runs it, in this
 * process, twice each: the content check's reading of the photos (hash and size, remembered in the
 * copy's node_modules/.cache), the resized copies and placeholders (src/content/images/, in a cache
 * folder of its own), and reading back every copy as the build emits them. Prints the wall time of
 * each and its CPU time (user and system, all of this process's threads: on a machine shared with
 * other work, the figure that work disturbs least), and how many times sharp ran. Never part of `npm test`: see docs/PERFORMANCE.md#images.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkImages,
  checkSchemas,
  loadFiles,
  parseSources,
  type Photo,
  photosShown,
  PhotoVariants,
  projectSchemas,
  variantsOf,
} from '../src/content/pipeline.ts';
import { variantFormats } from '../src/shared/image-variants.ts';
import { UsageError, parseCommandLine, readCommandLine } from './support/cli.ts';
import { copyProject, projectRoot } from './support/project-copy.ts';
import { testPhoto } from './support/test-photo.ts';

const { count, width, height } = readCommandLine(() => {
  const usage = 'Usage: npx tsx scripts/measure-image-step.ts [100] [--size 4000x3000]';
  const { values, positionals } = parseCommandLine({ options: { size: { type: 'string', default: '4000x3000' } }, allowPositionals: true }, usage);
  const count = Number(positionals[0] ?? '100');
  const [width, height] = (values.size ?? '').split('x').map(Number);
  if (positionals.length > 1 || !Number.isInteger(count) || count < 1)
    throw new UsageError('Give the number of photos as one whole number, such as 100.', usage);
  if (!width || !height) throw new UsageError(`--size must be <width>x<height>, such as 4000x3000, not "${values.size}".`, usage);
  return { count, width, height };
});

/** The fixture site with `count` articles, each with a photo of its own. */
async function siteWithPhotos(): Promise<string> {
  const root = copyProject('content', { from: join(projectRoot, 'tests/fixtures/site'), prefix: 'image-step-' });
  // Where the check remembers what it read of each photo, as in a project.
  mkdirSync(join(root, 'node_modules'));
  mkdirSync(join(root, 'public/images/photos'), { recursive: true });
  for (let index = 0; index < count; index++) {
    const name = `photo-${String(index).padStart(4, '0')}`;
    writeFileSync(join(root, 'public/images/photos', `${name}.jpg`), await testPhoto(width, height, { grain: true, seed: index }));
    const article = readFileSync(join(root, 'pages/articles/first-steps.yaml'), 'utf8').replace(/^image: .*$/m, `image: images/photos/${name}.jpg`);
    writeFileSync(join(root, 'pages/articles', `${name}.yaml`), article);
  }
  return root;
}

interface Timed {
  seconds: number;
  cpuSeconds: number;
}

/** Wall and CPU time since `started`, which `clock()` gave. */
const clock = () => ({ wall: performance.now(), cpu: process.cpuUsage() });
function since({ wall, cpu }: ReturnType<typeof clock>): Timed {
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - wall) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** The check's reading of every image the site names (the YAML files are read before the clock starts). */
function timeCheck(root: string): Timed & { photos: Photo[] } {
  const { content } = checkSchemas(parseSources(loadFiles(root)), projectSchemas());
  const started = clock();
  const { imageSizes, problems } = checkImages(content);
  const took = since(started);
  if (problems.length > 0) throw new Error(`The check found problems: ${problems.map((problem) => problem.message).join(' ')}`);
  return { ...took, photos: photosShown(content, imageSizes) };
}

async function timeCopies(photos: Photo[], cacheDir: string): Promise<Timed & { sharpRuns: number }> {
  const variants = new PhotoVariants(cacheDir);
  const started = clock();
  await variants.prepareAll(photos);
  return { ...since(started), sharpRuns: variants.sharpRuns };
}

/** Reads every copy back, as the build does to emit it: the bytes, and how long. */
function timeEmit(photos: Photo[], cacheDir: string): Timed & { megabytes: number; files: number } {
  const variants = new PhotoVariants(cacheDir);
  const started = clock();
  let bytes = 0;
  let files = 0;
  for (const photo of photos) {
    const { widths } = variantsOf(photo.src, photo.facts)!;
    for (const width of widths)
      for (const format of variantFormats) {
        bytes += readFileSync(variants.copyFile(photo, width, format)).length;
        files++;
      }
  }
  return { ...since(started), megabytes: bytes / 1024 / 1024, files };
}

console.log(`${count} photos of ${width} × ${height} pixels; ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
const root = await siteWithPhotos();
const cacheDir = mkdtempSync(join(tmpdir(), 'image-step-cache-'));
try {
  const coldCheck = timeCheck(root);
  const coldCopies = await timeCopies(coldCheck.photos, cacheDir);
  const warmCheck = timeCheck(root);
  const warmCopies = await timeCopies(warmCheck.photos, cacheDir);
  const emit = timeEmit(warmCheck.photos, cacheDir);
  const both = (a: Timed, b: Timed): Timed => ({ seconds: a.seconds + b.seconds, cpuSeconds: a.cpuSeconds + b.cpuSeconds });
  const rows = [
    ['check: read, hash and measure the photos', coldCheck, warmCheck, ''],
    ['copies and placeholders', coldCopies, warmCopies, `sharp ran ${coldCopies.sharpRuns} times cold, ${warmCopies.sharpRuns} warm`],
    ['image step (the two above)', both(coldCheck, coldCopies), both(warmCheck, warmCopies), ''],
  ] as const;
  const show = ({ seconds, cpuSeconds }: Timed) => `${seconds.toFixed(3)} | ${cpuSeconds.toFixed(3)}`;
  console.log(`\n| step | cold wall s | cold CPU s | warm wall s | warm CPU s | |\n| --- | --- | --- | --- | --- | --- |`);
  for (const [step, cold, warm, note] of rows) console.log(`| ${step} | ${show(cold)} | ${show(warm)} | ${note} |`);
  console.log(`| read back every copy to emit it | | | ${show(emit)} | ${emit.files} files, ${emit.megabytes.toFixed(1)} MB |`);
} finally {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
}
