import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKey } from '../../src/content/compile/image-variants.ts';
import type { CompiledSite } from '../../src/content/compile/compile-site.ts';
import { checkSite, compileChecked } from '../../src/content/pipeline.ts';
import { renderPageFile } from '../support/render.tsx';
import { testPhoto, writeBinary } from '../support/photos.ts';
import { SiteCopy } from '../support/site-copy.ts';

/** What the build's placeholders look like; the tests of src/content/images/ check the real ones. */
const placeholder = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAUAmJaQAA3AA/v89WAAAAA==';

let site: SiteCopy;
let compiled: CompiledSite;
/** The name every copy of each test photo starts with: its stem and the hash of its bytes and the settings. */
const bases = new Map<string, string>();

beforeAll(async () => {
  site = new SiteCopy();
  // The home page's image and text section, further down the page, shows a 1200 × 800 photo; the
  // newest article, whose page and card show it first, a 2000 × 1500 photo to keep by its top.
  const photos = { 'images/team.jpg': await testPhoto(1200, 800), 'images/articles/harbour.jpg': await testPhoto(2000, 1500) };
  for (const [src, bytes] of Object.entries(photos)) writeBinary(site.root, `public/${src}`, bytes);
  site.edit('pages/home.yaml', 'image: images/about-team.svg', 'image: images/team.jpg');
  site.edit('pages/articles/data-culture.yaml', 'image: images/articles/first.svg', 'image: images/articles/harbour.jpg\nimageFocus: top');
  // A page whose image and text section comes right after the title banner, on the first screen.
  site.write(
    'pages/team.yaml',
    [
      'route: team',
      'title: about.meta.title',
      'blocks:',
      '  - type: title-banner',
      '    text: about.banner',
      '  - type: media-text',
      '    heading: home.about.heading',
      '    text: home.about.text',
      '    image: images/team.jpg',
      '    imageAlt: home.about.imageAlt',
      '',
    ].join('\n'),
  );
  const checked = checkSite(site.root);
  for (const [src, facts] of checked.imageSizes)
    bases.set(
      src,
      `/assets/images/${src
        .split('/')
        .at(-1)!
        .replace(/\.\w+$/, '')}-${variantKey(facts)}`,
    );
  const result = compileChecked(checked, { placeholders: new Map([['images/team.jpg', placeholder]]) });
  if (!result.compiled) throw new Error(`The test site does not compile: ${result.problems.map((problem) => problem.message).join(' ')}`);
  compiled = result.compiled;
});
afterAll(() => site.remove());

/** Every `<picture>` of `html`; with `src`, those of that photo only. */
const pictures = (html: string, src?: string) =>
  (html.match(/<picture>.*?<\/picture>/g) ?? []).filter((picture) => !src || picture.includes(`${bases.get(src)}-`));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\s[^>]*>`, 'g')) ?? [];

describe('a photo on a page', () => {
  it('is a <picture> of AVIF then WebP copies at every width, sized for the widest its place shows it', () => {
    const [picture, ...others] = pictures(renderPageFile(compiled, 'en/index.json'), 'images/team.jpg');
    expect(others).toEqual([]);
    const base = bases.get('images/team.jpg')!;
    const [avif, webp] = tags(picture!, 'source');
    expect(attribute(avif!, 'type')).toBe('image/avif');
    expect(attribute(avif!, 'srcset')).toBe(`${base}-480.avif 480w, ${base}-800.avif 800w, ${base}-1200.avif 1200w`);
    expect(attribute(webp!, 'type')).toBe('image/webp');
    expect(attribute(webp!, 'srcset')).toBe(`${base}-480.webp 480w, ${base}-800.webp 800w, ${base}-1200.webp 1200w`);
    // The image and text block shows its image at most 768 pixels wide (displayWidth in its schema).
    for (const source of [avif!, webp!]) expect(attribute(source, 'sizes')).toBe('(min-width: 768px) 768px, 100vw');
  });

  it('reserves its space, loads lazily below the first screen, and shows its placeholder until then', () => {
    const [img] = tags(pictures(renderPageFile(compiled, 'en/index.json'), 'images/team.jpg')[0]!, 'img');
    expect(attribute(img!, 'width')).toBe('1200');
    expect(attribute(img!, 'height')).toBe('800');
    expect(attribute(img!, 'loading')).toBe('lazy');
    expect(attribute(img!, 'fetchpriority')).toBeUndefined();
    // A browser that reads no <source>: the narrowest WebP copy that fills the place, never the original.
    expect(attribute(img!, 'src')).toBe(`${bases.get('images/team.jpg')}-800.webp`);
    expect(attribute(img!, 'style')).toBe(
      `background-image:url(&quot;${placeholder}&quot;);background-size:cover;background-position:center;background-repeat:no-repeat`,
    );
  });

  it('loads at once and first on the first screen, kept by its focus where its place crops it', () => {
    const [article] = pictures(renderPageFile(compiled, 'en/articles/data-culture.json'));
    const [img] = tags(article!, 'img');
    expect(attribute(img!, 'loading')).toBe('eager');
    expect(attribute(img!, 'fetchpriority')).toBe('high');
    expect(attribute(img!, 'class')).toBe('article__image');
    expect(attribute(img!, 'style')).toBe('object-position:top');
    expect(attribute(tags(article!, 'source')[0]!, 'sizes')).toBe('(min-width: 736px) 736px, 100vw');
  });

  it('loads at once and first beside a text right after the title banner', () => {
    const [img] = tags(pictures(renderPageFile(compiled, 'en/team.json'), 'images/team.jpg')[0]!, 'img');
    expect([attribute(img!, 'loading'), attribute(img!, 'fetchpriority')]).toEqual(['eager', 'high']);
  });

  it("is the first blog card's, loaded first, when the cards follow the title banner", () => {
    const [first] = tags(pictures(renderPageFile(compiled, 'en/news.json'))[0]!, 'img');
    expect(attribute(first!, 'class')).toBe('blog-card__image');
    expect(attribute(first!, 'fetchpriority')).toBe('high');
    expect(attribute(first!, 'style')).toBe('object-position:top');
  });
});

describe('a drawing', () => {
  it('stays a plain <img> of the SVG file, with its size', () => {
    const html = renderPageFile(compiled, 'en/index.json');
    const heroImages = tags(html, 'img').filter((img) => attribute(img, 'src')?.startsWith('/images/hero-'));
    expect(heroImages.map((img) => [attribute(img, 'src'), attribute(img, 'width'), attribute(img, 'height')])).toEqual([
      ['/images/hero-cloud.svg', '640', '520'],
      ['/images/hero-data.svg', '640', '520'],
    ]);
    expect(pictures(html).every((picture) => !picture.includes('.svg'))).toBe(true);
  });
});
