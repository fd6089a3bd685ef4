import { describe, expect, it } from 'vitest';
import { compileSiteFolder, readPage, renderPageFile } from '../support/render.tsx';
import { SiteCopy, fixtureRoot } from '../support/site-copy.ts';

/** How each blog card's image is fetched, in the order of the cards: its loading and fetchpriority attributes. */
function cardImages(html: string): string[] {
  return [...html.matchAll(/<img [^>]*class="blog-card__image"[^>]*>/g)].map(([tag]) => {
    const loading = /loading="(\w+)"/.exec(tag)?.[1];
    const priority = /fetchPriority="(\w+)"|fetchpriority="(\w+)"/i.exec(tag);
    return `${loading}${priority ? ` ${priority[1] ?? priority[2]}` : ''}`;
  });
}

const fixture = compileSiteFolder(fixtureRoot);

describe('images on the first screen load at once, the others when they come near', () => {
  it("loads the first blog card's image at once and first when the cards follow the title banner", () => {
    const [first, ...others] = cardImages(renderPageFile(fixture, 'en/news.json'));
    expect(first).toBe('eager high');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((image) => image === 'lazy')).toBe(true);
  });

  it("loads every blog card's image lazily when the cards are further down the page", () => {
    const images = cardImages(renderPageFile(fixture, 'en/index.json'));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image === 'lazy')).toBe(true);
  });

  it("loads every blog card's image lazily when the cards follow a hero slider, which fills the first screen", () => {
    const copy = new SiteCopy(fixtureRoot);
    try {
      // The home page with its blog cards moved up, right after its hero slider.
      const home = copy.read('pages/home.yaml');
      const cards = /\n {2}- type: blog-cards\n(?: {4}.*\n)+/.exec(home)![0];
      const without = home.replace(cards, '\n');
      const secondBlock = without.indexOf('\n  - type: ', without.indexOf('- type: hero-slider'));
      copy.write('pages/home.yaml', `${without.slice(0, secondBlock)}\n${cards}${without.slice(secondBlock)}`);
      const page = compileSiteFolder(copy.root);
      expect(
        readPage(page, 'en/index.json')
          .blocks.map((block) => block.type)
          .slice(0, 2),
      ).toEqual(['hero-slider', 'blog-cards']);
      const images = cardImages(renderPageFile(page, 'en/index.json'));
      expect(images.length).toBeGreaterThan(0);
      expect(images.every((image) => image === 'lazy')).toBe(true);
    } finally {
      copy.remove();
    }
  });
});
