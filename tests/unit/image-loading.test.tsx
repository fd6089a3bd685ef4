import { describe, expect, it } from 'vitest';
import { compileSiteFolder, renderPageFile } from '../support/render.tsx';
import { fixtureRoot } from '../support/site-copy.ts';

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
  it('loads the first blog card\'s image at once and first when the cards follow the title banner', () => {
    const [first, ...others] = cardImages(renderPageFile(fixture, 'en/news.json'));
    expect(first).toBe('eager high');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((image) => image === 'lazy')).toBe(true);
  });

  it('loads every blog card\'s image lazily when the cards are further down the page', () => {
    const images = cardImages(renderPageFile(fixture, 'en/index.json'));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image === 'lazy')).toBe(true);
  });
});
