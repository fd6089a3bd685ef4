import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../../src/content/pipeline.ts';
import type { PageData, ShellData } from '../../../src/shared/content.ts';
import { fixtureRoot } from '../../support/site-copy.ts';

const compiled = runPipeline(fixtureRoot).compiled!;
const page = (language: string, file: string) => JSON.parse(compiled.files.get(`${language}/${file}`)!) as PageData;
const pageFiles = [...compiled.files.keys()].filter((name) => !name.endsWith('/_shell.json'));

describe('compiled content', () => {
  it('writes one file per page and language, plus the shell texts and the two fallbacks', () => {
    for (const language of ['en', 'es']) {
      for (const file of [
        'index.json',
        'about.json',
        'services/consulting.json',
        '_not-found.json',
        '_shell.json',
        'articles/_missing.json',
        'articles/first-steps.json',
      ]) {
        expect(compiled.files.has(`${language}/${file}`), `${language}/${file}`).toBe(true);
      }
    }
  });

  it('gives each page only the texts it uses, in its own language', () => {
    const about = page('es', 'about.json');
    expect(about.texts['about.figures.projects']).toBe('proyectos entregados');
    expect(Object.keys(about.texts).some((key) => key.startsWith('home.'))).toBe(false);
    expect(Object.keys(about.texts).some((key) => key.startsWith('common.footer'))).toBe(false);
  });

  it.each(pageFiles)('%s carries the texts of its breadcrumb', (name) => {
    const data = JSON.parse(compiled.files.get(name)!) as PageData;
    for (const crumb of data.breadcrumb) expect(data.texts[crumb.label], `${crumb.label} in ${name}`).toEqual(expect.any(String));
  });

  it('puts the menu, footer and control texts in the shell', () => {
    const shell = JSON.parse(compiled.files.get('en/_shell.json')!) as ShellData;
    expect(shell.texts['common.nav.services']).toBe('Services');
    expect(shell.texts['common.footer.writeUs']).toBe('Write to us');
    expect(shell.texts['common.readMore']).toBe('Read more');
  });

  it('derives breadcrumbs from the route, and from parent for collection routes', () => {
    expect(page('en', 'services/consulting.json').breadcrumb).toEqual([
      { label: 'common.home', href: '/' },
      { label: 'services.meta.title', href: '/services' },
      { label: 'services.consulting.meta.title' },
    ]);
    expect(page('en', 'articles/first-steps.json').breadcrumb).toEqual([
      { label: 'common.home', href: '/' },
      { label: 'news.list.title', href: '/news' },
      { label: 'news.firstSteps.title' },
    ]);
  });

  it('gives an article page its article and the other articles, newest first, never itself', () => {
    const article = page('en', 'articles/first-steps.json');
    expect(article.item?.slug).toBe('first-steps');
    expect(article.title).toBe('news.firstSteps.title');
    expect(article.articles?.map((a) => a.slug)).toEqual(['data-culture', 'cloud-costs']);
    expect(article.texts['news.dataCulture.title']).toBe('A data culture in practice');
    // Its body is a formatted text: the tree the browser draws, not the Markdown.
    expect(article.formatted?.['news.firstSteps.body']?.[0]).toEqual(['p', 'Start with one system that matters but can wait an hour.']);
    expect(article.texts['news.firstSteps.body']).toBeUndefined();
    expect(article.formatted?.['news.dataCulture.body']).toBeUndefined();
  });

  it('gives an unknown slug no article but the full Popular Posts list', () => {
    const missing = page('en', 'articles/_missing.json');
    expect(missing.item).toBeNull();
    expect(missing.articles).toHaveLength(3);
  });

  it('gives the home page the newest articles its blog cards show, without their bodies', () => {
    const home = page('en', 'index.json');
    expect(home.articles?.map((a) => a.date)).toEqual(['2021-11-20', '2021-09-02']);
    expect(Object.keys(home.texts).filter((key) => key.endsWith('.body'))).toEqual([]);
  });

  it('records every image size so the browser can reserve the space', () => {
    // A drawing, shown as it is: its size and the widest its place shows it, no copies.
    expect(page('en', 'index.json').images['images/hero-cloud.svg']).toEqual({ width: 640, height: 520, displayWidth: 544 });
  });

  it('lists collection routes for the shell but never the individual pages', () => {
    expect(compiled.site.collections).toEqual([{ prefix: 'articles' }]);
    expect(JSON.stringify(compiled.site)).not.toContain('first-steps');
  });
});
