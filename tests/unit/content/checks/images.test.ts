import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../../../src/content/checks/images.ts';
import { errorsOf, onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
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
    expect(imageSizes.get('images/hero-cloud.svg')).toEqual({ width: 640, height: 520, bytes: 2881 });
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

  it('refuses an image that cannot be read', () => {
    site.write('public/images/broken.svg', 'this is not an image');
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/broken.svg');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/broken.svg');
    expect(problem).toMatchObject({ code: 'unreadable-image', message: 'The image "images/broken.svg" cannot be read as an image.' });
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
