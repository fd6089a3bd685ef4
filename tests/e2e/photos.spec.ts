import { galleryPlaces } from '../support/block-gallery.ts';
import { expect, test } from './fixtures.ts';

/** The page of the block gallery that draws the blocks one after the other: the image-and-text example shows a photo there. */
const galleryRoute = galleryPlaces().find((place) => place.index > 0)!.route;

test('a photo below the first screen waits, then loads as one of its AVIF copies, wide enough, never the original', async ({ page, at }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(at.url(galleryRoute));
  const photos = await page.locator('main picture img').all();
  expect(photos.length).toBeGreaterThan(0);
  const copies = (paths: string[]) => paths.filter((path) => /\/assets\/images\//.test(path));
  // Lazy: nothing of a photo far down the page before the visitor scrolls near it.
  expect(copies(requested)).toEqual([]);
  for (const photo of photos) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { current, shown, density } = await photo.evaluate((img: HTMLImageElement) => ({
      current: new URL(img.currentSrc).pathname,
      shown: img.getBoundingClientRect().width,
      density: window.devicePixelRatio,
    }));
    const [, width] = /\/assets\/images\/[\w.-]+-(\d+)\.avif$/.exec(current) ?? [];
    expect(width, `${current} is not an AVIF copy`).toBeDefined();
    // Enough pixels for the place at this screen's density, unless the photo has no more.
    const widest = Math.max(
      ...(await photo.evaluate((img: HTMLImageElement) => img.parentElement!.querySelector('source')!.srcset))
        .split(', ')
        .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', ''))),
    );
    expect(Number(width)).toBeGreaterThanOrEqual(Math.min(widest, Math.ceil(shown * density)));
  }
  expect(copies(requested).length).toBeGreaterThan(0);
  expect(requested.filter((path) => /\.(jpe?g|png)$/i.test(path))).toEqual([]);
});
