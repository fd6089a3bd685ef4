import { join, sep } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeaderRules, rulesFor } from '../../src/vite/header-rules.ts';
import type { PageData } from '../../src/shared/content.ts';
import { Build } from '../support/build.ts';
import { testPhoto, writeBinary } from '../support/photos.ts';
import { SiteCopy } from '../support/site-copy.ts';

let site: SiteCopy;
let build: Build;

beforeAll(async () => {
  // A 4000 × 3000 photo, as a phone takes it, in the home page's image and text section.
  site = new SiteCopy();
  writeBinary(site.root, 'public/images/team.jpg', await testPhoto(4000, 3000));
  site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/team.jpg');
  build = await new Build().run(site.root);
}, 600_000);
afterAll(() => {
  build?.remove();
  site?.remove();
});

const homeData = (): PageData => {
  const file = build.files.find((name) => /^content\/[^/]+\/en\/index\.json$/.test(name.split(sep).join('/')))!;
  return JSON.parse(build.read(file)) as PageData;
};

describe('a build with a 4000 × 3000 JPEG', () => {
  it('makes AVIF and WebP copies at 480, 800, 1200, 1600 and 2400 pixels, each as wide as its name says', async () => {
    const copies = build.files.map((file) => file.split(sep).join('/')).filter((file) => file.startsWith('assets/images/'));
    const expected = [480, 800, 1200, 1600, 2400].flatMap((width) => ['avif', 'webp'].map((format) => `-${width}.${format}`));
    expect(copies.map((file) => file.replace(/^assets\/images\/team-[0-9a-f]{12}/, '')).sort()).toEqual(expected.sort());
    for (const file of copies) {
      const { width, height, format } = await sharp(join(build.dir, file)).metadata();
      const named = Number(/-(\d+)\.\w+$/.exec(file)![1]);
      expect({ file, width, height, format }).toEqual({ file, width: named, height: (named * 3) / 4, format: file.endsWith('.avif') ? 'heif' : 'webp' });
    }
  });

  it('names them in the page data, with the photo size, the widest its place shows it and a placeholder', () => {
    const image = homeData().images['images/team.jpg']!;
    expect(image).toMatchObject({ width: 4000, height: 3000, displayWidth: 768, variants: { widths: [480, 800, 1200, 1600, 2400] } });
    expect(build.files.map((file) => file.split(sep).join('/'))).toContain(`${image.variants!.base}-2400.avif`);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('prerenders the home page with the <picture> of the copies, never the original', () => {
    const picture = /<picture>.*?<\/picture>/.exec(build.read('index.html'))![0];
    expect(picture).toContain('srcSet="./assets/images/team-');
    expect(picture).toContain('2400w');
    expect(picture).not.toContain('images/team.jpg');
  });

  it('serves the copies cached for good, as the other files named by their content', async () => {
    const rules = await readHeaderRules(build.dir);
    const copy = build.files.find((file) => file.split(sep).join('/').startsWith('assets/images/'))!;
    const settings = rulesFor(rules, `/${copy.split(sep).join('/')}`).filter((rule) => 'Cache-Control' in rule.values);
    expect(settings.map((rule) => rule.values['Cache-Control'])).toEqual(['public, max-age=31536000, immutable']);
  });
});
