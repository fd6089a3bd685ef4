import { describe, expect, it } from 'vitest';
import { buildSourceMap } from '../../../../src/edit-mode/server/source-map.ts';
import { checkSite } from '../../../../src/content/pipeline.ts';
import { SiteCopy, fixtureRoot } from '../../../support/site-copy.ts';

/** Edit mode's source map, on the fixture site: where each text and block is written. */
const map = buildSourceMap(fixtureRoot, checkSite(fixtureRoot, '2021-12-31'));
const fixture = new SiteCopy(fixtureRoot);
const at = (file: string, marker: string, offset = 0) => {
  const { line, column } = fixture.positionOf(file, marker);
  return { file, line, column: column + offset };
};

describe('the source map of the development server', () => {
  it('places every text in its text file, in each language, at its value', () => {
    expect(map.root).toBe(fixtureRoot);
    expect(map.texts.en!['about.meta.title']).toEqual(at('locales/en/about.yaml', 'title: About', 'title: '.length));
    expect(map.texts.es!['about.meta.title']).toEqual(at('locales/es/about.yaml', 'title: Nosotros', 'title: '.length));
    expect(map.texts.es!['news.firstSteps.title']).toEqual(at('locales/es/news.yaml', 'title: Primeros pasos', 'title: '.length));
    expect(new Set(Object.keys(map.texts.es!))).toEqual(new Set(Object.keys(map.texts.en!)));
  });

  it('lists the lines of site.yaml that use a text: the menu and the footer both name common.nav.about', () => {
    const [menu, footer, ...more] = map.siteUses['common.nav.about']!;
    expect(menu).toEqual(at('site.yaml', 'common.nav.about'));
    expect(footer!.line).toBeGreaterThan(menu!.line);
    expect(fixture.read('site.yaml').split('\n')[footer!.line - 1]).toContain('label: common.nav.about');
    expect(more).toEqual([]);
  });

  it('lists each page’s blocks at their "- type:" line, and the lines of the page that use each text', () => {
    const about = map.pages.about!;
    expect(about.file).toBe('pages/about.yaml');
    expect(about.blocks.map((block) => block.type)).toEqual(['title-banner', 'skill-bars', 'counters', 'feature-lists', 'team', 'video']);
    expect(about.blocks[2]).toEqual({ ...at('pages/about.yaml', 'type: counters'), type: 'counters' });
    expect(about.uses['about.figures.heading']).toEqual([at('pages/about.yaml', 'about.figures.heading')]);
    expect(map.pages['']!.file).toBe('pages/home.yaml');
    expect(map.pages['*']!.file).toBe('pages/not-found.yaml');
  });

  it('gives each article the blocks of the page that shows it, and the texts of its own file', () => {
    const article = map.pages['articles/first-steps']!;
    expect(article.file).toBe('pages/article.yaml');
    expect(article.blocks.map((block) => block.type)).toEqual(['title-banner', 'article-body']);
    expect(article.uses['news.firstSteps.title']).toEqual([at('pages/articles/first-steps.yaml', 'news.firstSteps.title')]);
    expect(article.uses['news.missing.title']).toEqual([at('pages/article.yaml', 'news.missing.title')]);
    expect(map.pages['articles/:slug']!.uses['news.firstSteps.title']).toBeUndefined();
  });
});
