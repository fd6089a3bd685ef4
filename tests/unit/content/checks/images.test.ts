import { mkdirSync, symlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../../../src/content/checks/images.ts';
import { errorsOf, onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { pngSaying, testPhoto, writeBinary } from '../../../support/photos.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const imagesCheck = () => checkImages(stagesOf(site.root).content);

describe('images', () => {
  it('measures every image, so the browser can reserve its space', () => {
    const { problems, imageSizes } = imagesCheck();
    expect(problems).toEqual([]);
    expect(imageSizes.get('images/hero-cloud.svg')).toMatchObject({ format: 'svg', width: 640, height: 520 });
    expect(imageSizes.get('images/map-pin.svg')).toBeDefined();
  });

  it('refuses an image that is not in public/', () => {
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/about-teams.svg');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/about-teams.svg');
    expect(problem).toMatchObject({
      code: 'missing-image',
      message: 'The image "images/about-teams.svg" does not exist.',
      hint: 'Put the file at public/images/about-teams.svg, or correct the path.',
    });
  });

  it('refuses a drawing that is a text file', () => {
    site.write('public/images/broken.svg', 'this is not an image');
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/broken.svg');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/broken.svg');
    expect(problem).toMatchObject({ code: 'unreadable-image', message: 'The image "images/broken.svg" is a text file, not a picture.' });
    expect(problem.hint).toBe('Export the picture again as JPEG, PNG, WebP, AVIF or SVG, and save it under this name.');
  });

  it('reports a missing image once per place it is named', () => {
    site.edit('pages/articles/first-steps.yaml', 'image: images/articles/first.svg', 'image: images/articles/third.svg');
    site.edit('pages/articles/data-culture.yaml', 'image: images/articles/first.svg', 'image: images/articles/third.svg');
    expect(imagesCheck().problems.map((problem) => problem.file)).toEqual(['pages/articles/data-culture.yaml', 'pages/articles/first-steps.yaml']);
  });

  it('refuses an image path that leaves public/ with "..", at its line, before reading anything', () => {
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/../../site.yaml/../public/images/about-team.svg');
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/home.yaml', 'images/../');
    expect(problem).toMatchObject({
      code: 'image-outside-public',
      path: 'blocks[1].image',
      message: 'The image path "images/../../site.yaml/../public/images/about-team.svg" goes up a folder with "..": images are taken from public/ only.',
    });
    expect(problem.hint).toBe('Write the path of the image inside public/, without "..", such as "images/about-team.svg".');
  });

  it('refuses an image that is a link to a file outside public/, and does not read it', () => {
    site.write('outside/secret.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    symlinkSync(join(site.root, 'outside/secret.svg'), join(site.root, 'public/images/secret.svg'));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/secret.svg');
    const { problems, imageSizes } = imagesCheck();
    const problem = onlyProblemAt(site, problems, 'pages/home.yaml', 'images/secret.svg');
    expect(problem).toMatchObject({ code: 'image-outside-public', message: 'The image "images/secret.svg" is a link to a file outside public/.' });
    expect(problem.hint).toBe('Copy the image itself into public/images/, instead of a link to it.');
    expect(imageSizes.has('images/secret.svg')).toBe(false);
  });

  it('refuses a video or a captions file that is not in public/, wherever it is named', () => {
    site.edit('pages/services/consulting.yaml', 'video: media/clip.webm', 'video: media/clips.webm');
    site.edit('pages/services/consulting.yaml', 'file: media/clip.es.vtt', 'file: media/clips.es.vtt');
    const { problems } = imagesCheck();
    const about = (file: string) => problems.filter((problem) => problem.message.includes(`"${file}"`));
    expect(onlyProblemAt(site, about('media/clips.webm'), 'pages/services/consulting.yaml', 'media/clips.webm')).toMatchObject({
      code: 'missing-media',
      path: 'blocks[2].video',
      message: 'The file "media/clips.webm" does not exist.',
      hint: 'Put the file at public/media/clips.webm, or correct the path.',
    });
    expect(onlyProblemAt(site, about('media/clips.es.vtt'), 'pages/services/consulting.yaml', 'media/clips.es.vtt')).toMatchObject({
      code: 'missing-media',
      path: 'blocks[2].captions[1].file',
      message: 'The file "media/clips.es.vtt" does not exist.',
    });
  });

  it('refuses a video path that leaves public/ with "..", at its line', () => {
    site.edit('pages/services/consulting.yaml', 'video: media/clip.webm', 'video: media/../../site.webm');
    const problem = onlyProblemAt(site, errorsOf(site), 'pages/services/consulting.yaml', 'media/../');
    expect(problem).toMatchObject({
      code: 'media-outside-public',
      path: 'blocks[2].video',
      message: 'The file path "media/../../site.webm" goes up a folder with "..": videos and captions are taken from public/ only.',
      hint: 'Write the path of the file inside public/, without "..", such as "media/welcome.webm".',
    });
  });

  it('refuses a captions file that is a link to a file outside public/', () => {
    site.write('outside/secret.vtt', 'WEBVTT\n');
    symlinkSync(join(site.root, 'outside/secret.vtt'), join(site.root, 'public/media/secret.vtt'));
    site.edit('pages/services/consulting.yaml', 'file: media/clip.en.vtt', 'file: media/secret.vtt');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/services/consulting.yaml', 'media/secret.vtt');
    expect(problem).toMatchObject({ code: 'media-outside-public', message: 'The file "media/secret.vtt" is a link to a file outside public/.' });
    expect(problem.hint).toBe('Copy the file itself into public/media/, instead of a link to it.');
  });

  it('refuses any path outside public/ that reaches it, whatever the schema let through', () => {
    const { content } = stagesOf(site.root);
    const home = content.referencing.find((file) => file.source.file === 'pages/home.yaml')!;
    home.refs.find((ref) => ref.kind === 'image' && ref.value === 'images/about-team.svg')!.value = 'images/../../site.yaml';
    const { problems, imageSizes } = checkImages(content);
    expect(problems.map((p) => [p.code, p.file])).toEqual([['image-outside-public', 'pages/home.yaml']]);
    expect(imageSizes.has('images/../../site.yaml')).toBe(false);
  });
});

/** The one problem of the check once the home page's image names `file`, which holds `bytes`. */
function refusalOf(file: string, bytes: Uint8Array | string) {
  writeBinary(site.root, `public/${file}`, typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
  site.edit('pages/home.yaml', 'image: images/about-team.svg', `image: ${file}`);
  return onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', file);
}

describe('a file that is not the picture its name says', () => {
  it("is refused at the line that names it when it is a web page saved under the photo's name", () => {
    const page = '<!DOCTYPE html>\n<html lang="en"><head><title>IMG_0042.jpg</title></head><body><img src="IMG_0042.jpg"></body></html>\n';
    expect(refusalOf('images/team.jpg', page)).toMatchObject({
      code: 'unreadable-image',
      severity: 'error',
      path: 'blocks[1].image',
      message:
        'The image "images/team.jpg" is a web page (HTML), not a picture: it was probably saved from the browser with "Save link as" instead of the picture itself.',
      hint: 'Open the picture on its own in the browser (right-click it, "Open image in new tab") and save that.',
    });
  });

  it('is refused when it is empty', () => {
    expect(refusalOf('images/team.jpg', '')).toMatchObject({
      code: 'unreadable-image',
      message: 'The image "images/team.jpg" is an empty file (0 bytes).',
      hint: 'Copy the picture into public/ again: the copy was interrupted, or saved nothing.',
    });
  });

  it('is refused when it is a PDF', () => {
    expect(refusalOf('images/brochure.png', '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')).toMatchObject({
      code: 'unreadable-image',
      message: 'The image "images/brochure.png" is a PDF document, not a picture.',
      hint: 'Export the page you need as a picture (PNG or JPEG) from the program that made the PDF.',
    });
  });

  it("is refused when it is an iPhone's HEIC photo renamed .jpg", () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    expect(refusalOf('images/team.jpg', heic).message).toBe(
      'The image "images/team.jpg" is a HEIC photo (the format iPhones save in), which browsers cannot show.',
    );
  });

  it('is refused when it is another kind of picture than its name says, with the name to give it', async () => {
    expect(refusalOf('images/team.jpg', await testPhoto(40, 30, { format: 'png' }))).toMatchObject({
      code: 'unreadable-image',
      message: 'The image "images/team.jpg" is a PNG image, though its name ends in .jpg.',
      hint: 'Rename the file public/images/team.png, and write "images/team.png" here.',
    });
  });

  it('is refused when it starts as a JPEG but holds nothing a JPEG must', () => {
    expect(refusalOf('images/team.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]))).toMatchObject({
      message: 'The image "images/team.jpg" looks like a JPEG photo but cannot be read: the file is damaged or incomplete.',
      hint: 'Copy or export the picture again.',
    });
  });

  it('is refused when it is a drawing that gives no size', () => {
    expect(refusalOf('images/logo.svg', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>\n').message).toBe(
      'The image "images/logo.svg" is an SVG drawing that gives no size: its <svg> element has neither width and height nor a viewBox.',
    );
  });
});

describe('photos', () => {
  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
  ] as const)('measures a %s photo', async (format, extension) => {
    writeBinary(site.root, `public/images/team.${extension}`, await testPhoto(1200, 900, { format }));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', `image: images/team.${extension}`);
    const { problems, imageSizes } = imagesCheck();
    expect(problems).toEqual([]);
    expect(imageSizes.get(`images/team.${extension}`)).toMatchObject({ format, width: 1200, height: 900, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses at its line a photo of more pixels than the build reads, saying the limit', async () => {
    writeBinary(site.root, 'public/images/huge.png', await pngSaying(20000, 20000));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/huge.png');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/huge.png');
    expect(problem).toMatchObject({
      code: 'photo-too-large',
      message: 'The photo "images/huge.png" has 20,000 × 20,000 pixels (400,000,000): the build reads photos of at most 268,402,689 pixels (16,383 × 16,383).',
      hint: 'Make it smaller, such as 4,000 pixels across, and save it again.',
    });
  });

  it.each([
    [16383, 16383],
    [268402689, 1],
  ])('takes a photo of %i × %i pixels, at the limit', async (width, height) => {
    writeBinary(site.root, 'public/images/large.png', await pngSaying(width, height));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/large.png');
    expect(imagesCheck().problems.filter((problem) => problem.code === 'photo-too-large')).toEqual([]);
  });

  it('measures a phone photo stored sideways as it shows, upright', async () => {
    writeBinary(site.root, 'public/images/IMG_0042.JPG', await testPhoto(1600, 1200, { orientation: 6 }));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/IMG_0042.JPG');
    expect(imagesCheck().imageSizes.get('images/IMG_0042.JPG')).toMatchObject({ width: 1200, height: 1600 });
  });

  it('warns at its line about a photo narrower than the widest its place shows it, and only then', async () => {
    // The media-text block declares it shows its image up to 768 pixels wide (displayWidth in its schema).
    writeBinary(site.root, 'public/images/narrow.jpg', await testPhoto(600, 400));
    writeBinary(site.root, 'public/images/wide.jpg', await testPhoto(1600, 1000));
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/narrow.jpg');
    const warning = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/narrow.jpg');
    expect(warning).toMatchObject({
      code: 'narrow-image',
      severity: 'warning',
      path: 'blocks[1].image',
      message: 'The photo "images/narrow.jpg" is 600 pixels wide, but this place shows it up to 768 pixels wide: it will look blurred.',
      hint: 'Use a photo at least 768 pixels wide (1536 looks sharp on high-density screens too), or put this one where it shows smaller.',
    });
    expect(errorsOf(site)).toEqual([]);
    site.edit('pages/home.yaml', 'image: images/narrow.jpg', 'image: images/wide.jpg');
    expect(imagesCheck().problems).toEqual([]);
  });

  it('does not warn about a drawing, which is sharp at any width', () => {
    site.write('public/images/small.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>');
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/small.svg');
    expect(imagesCheck().problems).toEqual([]);
  });

  it('reads a photo again only when its size or time changed, with node_modules to remember it in', async () => {
    mkdirSync(join(site.root, 'node_modules'));
    const file = join(site.root, 'public/images/team.png');
    const photo = await testPhoto(1200, 900, { format: 'png' });
    const taken = new Date('2025-05-01T10:00:00Z');
    writeBinary(site.root, 'public/images/team.png', photo);
    utimesSync(file, taken, taken);
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/team.png');
    const first = imagesCheck().imageSizes.get('images/team.png');
    expect(first).toMatchObject({ format: 'png', width: 1200, height: 900 });
    // Other bytes of the same size and time: remembered as they were, so not read again.
    writeBinary(site.root, 'public/images/team.png', Buffer.alloc(photo.length, 0x20));
    utimesSync(file, taken, taken);
    const second = imagesCheck();
    expect(second.problems).toEqual([]);
    expect(second.imageSizes.get('images/team.png')).toEqual(first);
    // Another time: read again, and found to be no picture at all.
    utimesSync(file, taken, new Date(taken.getTime() + 1000));
    expect(imagesCheck().problems.map((problem) => problem.code)).toEqual(['unreadable-image']);
  });
});
