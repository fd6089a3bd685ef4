import { describe, expect, it } from 'vitest';
import { readingMinutes, wordsPerMinute } from '../../../src/content/compile/articles.ts';
import { compileForDevServer } from '../../../src/content/dev/compile-for-dev.ts';
import { runPipeline } from '../../../src/content/pipeline.ts';
import type { PageData, ShellData } from '../../../src/shared/content.ts';
import { fixtureRoot } from '../../support/site-copy.ts';

/**
 * The test site's blog (docs/BEHAVIOUR.md#blog-articles): three published articles, two a page, four
 * tags (one named only by the draft), two authors, a draft and an article dated 2099-06-01.
 */
const built = runPipeline(fixtureRoot, { today: '2030-01-15' }).compiled!;
const page = (file: string, language = 'en', compiled = built) => JSON.parse(compiled.files.get(`${language}/${file}`)!) as PageData;
const slugs = (data: PageData) => data.articles?.map((article) => article.slug);

describe('the article list', () => {
  it('shows pageSize articles a page, newest first, each page at its own address, linked to the next and previous', () => {
    expect(slugs(page('news.json'))).toEqual(['data-culture', 'cloud-costs']);
    expect(page('news.json').listing).toMatchObject({ page: 1, pages: 2, list: 'news', older: 'news/page/2' });
    expect(page('news.json').listing?.newer).toBeUndefined();
    const second = page('news/page/2.json');
    expect(slugs(second)).toEqual(['first-steps']);
    expect(second).toMatchObject({ route: 'news/page/2', title: 'news.list.title', listing: { page: 2, pages: 2, newer: 'news' } });
    expect(second.listing?.older).toBeUndefined();
    expect(second.breadcrumb).toEqual([
      { label: 'common.home', href: '/' },
      { label: 'news.list.title', href: '/news' },
      { label: 'common.blog.pageNumber', values: { page: 2 } },
    ]);
  });

  it('lists the tags that have published articles, in the order of site.yaml, each with its page', () => {
    expect(page('news.json').listing?.tags).toEqual([
      { id: 'cloud', label: 'news.tags.cloud', route: 'news/tags/cloud' },
      { id: 'data', label: 'news.tags.data', route: 'news/tags/data' },
      { id: 'strategy', label: 'news.tags.strategy', route: 'news/tags/strategy' },
    ]);
    expect(page('news.json', 'es').texts['news.tags.strategy']).toBe('Estrategia');
    // Named only by the draft: no page.
    expect(built.files.has('en/news/tags/roadmap.json')).toBe(false);
  });

  it("gives each tag pages of its own articles, headed by the tag's name", () => {
    const cloud = page('news/tags/cloud.json');
    expect(slugs(cloud)).toEqual(['cloud-costs', 'first-steps']);
    expect(cloud).toMatchObject({ route: 'news/tags/cloud', title: 'news.tags.cloud', listing: { page: 1, pages: 1, tag: { id: 'cloud' } } });
    expect(cloud.breadcrumb).toEqual([{ label: 'common.home', href: '/' }, { label: 'news.list.title', href: '/news' }, { label: 'news.tags.cloud' }]);
    expect(slugs(page('news/tags/strategy.json'))).toEqual(['data-culture', 'cloud-costs']);
    const strategy = page('news/tags/strategy/page/2.json');
    expect(slugs(strategy)).toEqual(['first-steps']);
    expect(strategy.listing).toMatchObject({ page: 2, newer: 'news/tags/strategy' });
    expect(strategy.breadcrumb.at(-2)).toEqual({ label: 'news.tags.strategy', href: '/news/tags/strategy' });
  });
});

describe("an article's page", () => {
  it('carries its update, tags and authors as site.yaml declares them, for the page and for structured data', () => {
    const { item, texts, images } = page('articles/cloud-costs.json');
    expect(item).toMatchObject({
      updated: '2021-10-04',
      tags: [
        { id: 'cloud', label: 'news.tags.cloud', route: 'news/tags/cloud' },
        { id: 'strategy', label: 'news.tags.strategy', route: 'news/tags/strategy' },
      ],
      authors: [
        { id: 'ana-ruiz', name: 'Ana Ruiz', role: 'news.authors.anaRuiz', photo: 'images/authors/ana-ruiz.svg' },
        { id: 'marc-vidal', name: 'Marc Vidal' },
      ],
    });
    expect(texts).toMatchObject({ 'news.tags.cloud': 'Cloud', 'news.authors.anaRuiz': 'Head of cloud practice' });
    expect(images['images/authors/ana-ruiz.svg']).toEqual({ width: 96, height: 96 });
    expect(item).not.toHaveProperty('draft');
  });

  it('knows the articles before and after it by date, and those sharing most of its tags', () => {
    const { neighbours, texts } = page('articles/cloud-costs.json');
    expect(neighbours?.older?.slug).toBe('first-steps');
    expect(neighbours?.newer?.slug).toBe('data-culture');
    // first-steps shares cloud and strategy, data-culture strategy only.
    expect(neighbours?.related.map((article) => article.slug)).toEqual(['first-steps', 'data-culture']);
    expect(texts['news.firstSteps.title']).toBe('First steps in the cloud');
    expect(texts['news.firstSteps.body']).toBeUndefined();
    expect(page('articles/data-culture.json').neighbours?.newer).toBeUndefined();
    expect(page('articles/first-steps.json').neighbours?.older).toBeUndefined();
  });

  it(`reads ${wordsPerMinute} words a minute, in each language's own words, at least a minute`, () => {
    expect(readingMinutes('word '.repeat(wordsPerMinute * 5))).toBe(5);
    expect(readingMinutes('word '.repeat(wordsPerMinute * 5 + wordsPerMinute / 2 - 1))).toBe(5);
    expect(readingMinutes('')).toBe(1);
    // Subheading marks and punctuation are no words; "l'industrie" and "well-known" count as one word each.
    expect(readingMinutes(`## Title\n\n${"l'industrie, well-known. ".repeat(wordsPerMinute)}`)).toBe(2);
    expect(page('articles/first-steps.json').item?.readingMinutes).toEqual({ en: 1, es: 1 });
  });
});

describe('what the build leaves out', () => {
  const everything = [...built.files.values()].join('\n');

  it('has no draft and no article dated after today, anywhere: no page, list, tag, text or neighbour', () => {
    expect(everything).not.toMatch(/draftmarker|futuremarker/i);
    expect([...built.feeds.values()].join('\n')).not.toMatch(/draftmarker|futuremarker/i);
  });

  it('publishes a scheduled article on its day', () => {
    const then = runPipeline(fixtureRoot, { today: '2099-06-01' }).compiled!;
    expect(slugs(page('news.json', 'en', then))).toEqual(['futuremarker-plans', 'data-culture']);
    expect(page('articles/futuremarker-plans.json', 'en', then).item?.status).toBeUndefined();
    expect([...then.files.values()].join('\n')).not.toMatch(/draftmarker/i);
  });

  it('shows both on the development server, each marked with its status, but keeps them out of its feeds', () => {
    const dev = compileForDevServer(fixtureRoot).compiled!;
    expect(slugs(page('news.json', 'en', dev))).toEqual(['futuremarker-plans', 'draftmarker-notes']);
    expect(page('news.json', 'en', dev).articles?.map((article) => article.status)).toEqual(['scheduled', 'draft']);
    expect(page('articles/draftmarker-notes.json', 'en', dev).item?.status).toBe('draft');
    expect(dev.files.has('en/news/tags/roadmap.json')).toBe(true);
    expect([...dev.feeds.values()].join('\n')).not.toMatch(/draftmarker|futuremarker/i);
  });
});

describe('the shell', () => {
  it("names the feeds for every page's head, and leaves the tags' names and authors' roles to the pages that show them", () => {
    expect(built.site.feeds).toEqual({ route: 'news', title: 'news.list.title' });
    const shell = JSON.parse(built.files.get('en/_shell.json')!) as ShellData;
    expect(shell.texts['news.list.title']).toBe('News');
    expect(shell.texts['news.tags.cloud']).toBeUndefined();
    expect(shell.texts['news.authors.anaRuiz']).toBeUndefined();
  });
});
