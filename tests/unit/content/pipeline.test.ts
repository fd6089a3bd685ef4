import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/content/pipeline.ts';
import { errorsOf } from '../../support/content-check.ts';
import { SiteCopy, fixtureRoot } from '../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

describe('the content check', () => {
  it('finds nothing wrong with the fixture site, and compiles it', () => {
    const result = runPipeline(fixtureRoot);
    expect(result.problems).toEqual([]);
    expect(result.compiled).not.toBeNull();
    expect(result.texts.get('en')!.get('about.banner')?.value).toMatch(/^Twelve years/);
  });

  it('still checks the links of a file that has a schema error', () => {
    site.edit('pages/home.yaml', '    heading: home.about.heading', '    headng: home.about.heading');
    site.edit('pages/home.yaml', '        link: /services\n', '        link: /service\n');
    expect(errorsOf(site).map((p) => p.message)).toEqual([
      'Missing required field "heading" in a "media-text" block.',
      'Unknown field "headng" in a "media-text" block.',
      'The link "/service" points to no page of this site.',
    ]);
  });

  it('reports every problem at once, sorted by file and line, and compiles nothing', () => {
    site.edit('pages/about.yaml', 'type: counters', 'type: counter');
    site.edit('pages/home.yaml', 'link: /about', 'link: /abuot');
    site.edit('site.yaml', 'copyrightYear: 2021', 'copyrightYear: "2021"');
    site.edit('locales/es/news.yaml', /^  title: .*$/m, '  title: "Noticias');
    const found = errorsOf(site);
    expect(found.map((p) => `${p.file} ${p.code}`)).toEqual([
      'locales/es/news.yaml yaml-syntax',
      'pages/about.yaml unknown-block-type',
      'pages/home.yaml dead-link',
      'site.yaml wrong-type',
    ]);
    expect(runPipeline(site.root).compiled).toBeNull();
  });

  it('compiles despite warnings', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    const result = runPipeline(site.root);
    expect(result.problems.map((p) => p.severity)).toEqual(['warning']);
    expect(result.compiled).not.toBeNull();
  });

  it('only checks when asked not to compile', () => {
    expect(runPipeline(site.root, { compile: false }).compiled).toBeNull();
  });
});
