import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../../../src/content/checks/images.ts';
import { checkSite, compileChecked } from '../../../../src/content/pipeline.ts';
import { isError } from '../../../../src/content/problem.ts';
import type { PageData } from '../../../../src/shared/content.ts';
import { variantWidths } from '../../../../src/content/compile/image-variants.ts';
import { PhotoVariants, photosShown, type Photo } from '../../../../src/content/images/photo-variants.ts';
import { stagesOf } from '../../../support/content-check.ts';
import { testPhoto, writeBinary, type TestPhotoOptions } from '../../../support/photos.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
let cacheDir: string;
/** The one photo's folder in a cache: its copies and its placeholder. */
const variantsFolderOf = (cache: string): string => join(cache, readdirSync(cache)[0]!);
beforeEach(() => {
  site = new SiteCopy();
  cacheDir = mkdtempSync(join(tmpdir(), 'site-images-'));
});
afterEach(() => {
  site.remove();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The photos of the fixture site once its home page's image-and-text section shows a test photo of `width` × `height`. */
async function photoOnHome(width: number, height: number, options: TestPhotoOptions = {}): Promise<Photo[]> {
  const name = `images/team.${options.format === 'png' ? 'png' : 'jpg'}`;
  writeBinary(site.root, `public/${name}`, await testPhoto(width, height, options));
  site.edit('pages/home.yaml', 'image: images/about-team.svg', `image: ${name}`);
  const { content } = stagesOf(site.root);
  return photosShown(content, checkImages(content).imageSizes);
}

describe("the widths of a photo's copies", () => {
  it("are the standard widths up to the photo's own, never wider", () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(variantWidths(2400)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    // A standard width barely narrower than the photo saves nothing: 800 of 850.
    expect(variantWidths(850)).toEqual([480, 850]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('the copies of the photos a site shows', () => {
  it('are the photos shown in a place that declares its width, drawings left out', async () => {
    const photos = await photoOnHome(1000, 750);
    expect(photos.map((photo) => photo.src)).toEqual(['images/team.jpg']);
    expect(photos[0]!.file).toBe(join(site.root, 'public/images/team.jpg'));
  });

  it("include the photos of an article's body, which its page shows by their copies, as wide as the article's picture", async () => {
    writeBinary(site.root, 'public/images/articles/arm.jpg', await testPhoto(1600, 1200));
    for (const language of ['en', 'es']) site.edit(`locales/${language}/news.yaml`, '(images/articles/second.svg)', '(images/articles/arm.jpg)');
    const checked = checkSite(site.root);
    expect(checked.problems.filter(isError)).toEqual([]);
    expect(photosShown(checked.content, checked.imageSizes, checked.textImages).map((photo) => photo.src)).toEqual(['images/articles/arm.jpg']);
    const { compiled } = compileChecked(checked, { today: '2030-01-15', placeholders: new Map([['images/articles/arm.jpg', 'data:image/webp;base64,AA']]) });
    const page = JSON.parse(compiled!.files.get('es/articles/first-steps.json')!) as PageData;
    expect(page.images['images/articles/arm.jpg']).toEqual({
      width: 1600,
      height: 1200,
      displayWidth: 736,
      variants: { base: expect.stringMatching(/^assets\/images\/arm-[0-9a-f]{12}$/) as unknown, widths: [480, 800, 1200, 1600] },
      placeholder: 'data:image/webp;base64,AA',
    });
  });

  it('are made in AVIF and WebP at each width, upright, with a placeholder, then come from the cache without sharp', async () => {
    // 2400 × 1800 pixels stored sideways, as a phone held upright saves them: 1800 wide once turned.
    const photos = await photoOnHome(2400, 1800, { orientation: 6 });
    const variants = new PhotoVariants(cacheDir);
    const placeholders = await variants.prepareAll(photos);
    expect(variants.sharpRuns).toBeGreaterThan(0);
    const [photo] = photos;
    expect(variantWidths(photo!.facts.width)).toEqual([480, 800, 1200, 1600, 1800]);
    for (const width of [480, 800, 1200, 1600, 1800]) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(variants.copyFile(photo!, width, format)).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: format === 'avif' ? 'heif' : 'webp',
          width,
          height: Math.round((width * 4) / 3),
        });
      }
    }
    expect(placeholders.get('images/team.jpg')).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(placeholders.get('images/team.jpg')!.length).toBeLessThan(400);

    const again = new PhotoVariants(cacheDir);
    expect(await again.prepareAll(photos)).toEqual(placeholders);
    expect(again.sharpRuns).toBe(0);
  });

  it('are kept by the bytes of the photo: the same photo under another name is not made again', async () => {
    const [photo] = await photoOnHome(900, 600);
    const variants = new PhotoVariants(cacheDir);
    await variants.prepareAll([photo!]);
    const renamed = { ...photo!, src: 'images/renamed.jpg' };
    const runs = variants.sharpRuns;
    await variants.prepareAll([renamed]);
    expect(variants.sharpRuns).toBe(runs);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('give a photo the same placeholder, byte for byte, whichever copies the cache held when it was made', async () => {
    const photos = await photoOnHome(2000, 1500);
    const whole = await new PhotoVariants(cacheDir).prepareAll(photos);
    // Every copy kept, the placeholder lost (another build made the copies first): made again, the same.
    const [photo] = photos;
    rmSync(join(variantsFolderOf(cacheDir), 'placeholder.txt'));
    expect(await new PhotoVariants(cacheDir).prepareAll(photos)).toEqual(whole);
    // The development server's way, with no copy at all.
    const fresh = mkdtempSync(join(tmpdir(), 'site-images-'));
    try {
      expect(await new PhotoVariants(fresh).placeholders([photo!], (error) => expect.fail(String(error)))).toEqual(whole);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('gives no placeholder to a photo with transparent parts, which it would show through', async () => {
    const photos = await photoOnHome(600, 400, { format: 'png', transparent: true });
    expect(await new PhotoVariants(cacheDir).prepareAll(photos)).toEqual(new Map());
  });

  it('makes one copy when the development server asks for it, and only that one', async () => {
    const [photo] = await photoOnHome(1000, 750);
    const variants = new PhotoVariants(cacheDir);
    const file = await variants.copy(photo!, 800, 'avif');
    expect(await sharp(file).metadata()).toMatchObject({ format: 'heif', width: 800, height: 600 });
    expect(readdirSync(join(file, '..'))).toEqual(['800.avif']);
    const runs = variants.sharpRuns;
    await Promise.all([variants.copy(photo!, 800, 'avif'), variants.copy(photo!, 800, 'avif')]);
    expect(variants.sharpRuns).toBe(runs);
  });

  it('names the photo when sharp cannot read it', async () => {
    const [photo] = await photoOnHome(1000, 750);
    writeBinary(site.root, 'public/images/team.jpg', (await testPhoto(1000, 750)).subarray(0, 2000));
    await expect(new PhotoVariants(cacheDir).prepareAll([photo!])).rejects.toThrow(
      /^public\/images\/team\.jpg could not be resized \(sharp said: ".+"\)\. Export the picture again, or replace it\.$/,
    );
  });

  it('forget the photos no build has shown for 30 days, and keep the others', async () => {
    const [photo] = await photoOnHome(900, 600);
    const variants = new PhotoVariants(cacheDir);
    await variants.prepareAll([photo!]);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const [shown] = readdirSync(cacheDir);
    utimesSync(join(cacheDir, shown!), longAgo, longAgo);
    for (const key of ['replaced-long-ago', 'replaced-last-week']) mkdirSync(join(cacheDir, key));
    utimesSync(join(cacheDir, 'replaced-long-ago'), longAgo, longAgo);
    utimesSync(join(cacheDir, 'replaced-last-week'), new Date(Date.now() - 7 * 86_400_000), new Date(Date.now() - 7 * 86_400_000));
    variants.prune([photo!]);
    expect(new Set(readdirSync(cacheDir))).toEqual(new Set([shown, 'replaced-last-week']));
  });
});
