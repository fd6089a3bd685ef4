import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImages } from '../../../../src/content/checks/images.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
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
    expect(imageSizes.get('images/hero-cloud.svg')).toEqual({ width: 640, height: 520 });
    expect(imageSizes.get('images/map-pin.svg')).toBeDefined();
  });

  it('refuses an image that is not in public/', () => {
    site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/about-teams.svg');
    const problem = onlyProblemAt(site, imagesCheck().problems, 'pages/home.yaml', 'images/about-teams.svg');
    expect(problem).toMatchObject({ code: 'missing-image', message: 'The image "images/about-teams.svg" does not exist.', hint: 'Put the file at public/images/about-teams.svg, or correct the path.' });
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
});
