import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData, ShellData } from '../../src/shared/content.ts';
import { projectRoot } from '../support/site-copy.ts';

const compiled = runPipeline(projectRoot).compiled!;
const page = (language: string, file: string) => JSON.parse(compiled.files.get(`${language}/${file}`)!) as PageData;

describe('compiled content', () => {
  it('writes one file per page and language, plus the shell texts and the two fallbacks', () => {
    for (const language of ['en', 'es']) {
      for (const file of ['index.json', 'about-us.json', 'web-services/development.json', '_not-found.json', '_shell.json', 'blog-details/_missing.json', 'blog-details/What-is-Industry-4.0.json']) {
        expect(compiled.files.has(`${language}/${file}`), `${language}/${file}`).toBe(true);
      }
    }
  });

  it('gives each page only the texts it uses, in its own language', () => {
    const about = page('es', 'about-us.json');
    expect(about.texts['about.figures.projects']).toBe('proyectos completados');
    expect(Object.keys(about.texts).some((key) => key.startsWith('home.'))).toBe(false);
    expect(Object.keys(about.texts).some((key) => key.startsWith('common.footer'))).toBe(false);
  });

  it('puts the menu, footer and control texts in the shell', () => {
    const shell = JSON.parse(compiled.files.get('en/_shell.json')!) as ShellData;
    expect(shell.texts['common.nav.cloud']).toBe('Cloud Services');
    expect(shell.texts['common.readMore']).toBe('Read more');
  });

  it('derives breadcrumbs from the route, and from parent for collection routes', () => {
    expect(page('en', 'web-services/development.json').breadcrumb).toEqual([
      { label: 'common.home', href: '/' },
      { label: 'web.overview.meta.title', href: '/web-services' },
      { label: 'web.development.meta.title' },
    ]);
    expect(page('en', 'blog-details/What-is-Industry-4.0.json').breadcrumb).toEqual([
      { label: 'common.home', href: '/' },
      { label: 'blog.list.title', href: '/blog' },
      { label: 'blog.industry40.title' },
    ]);
  });

  it('gives an article page its article and the other articles, newest first, never itself', () => {
    const article = page('en', 'blog-details/What-is-Industry-4.0.json');
    expect(article.item?.slug).toBe('What-is-Industry-4.0');
    expect(article.title).toBe('blog.industry40.title');
    expect(article.articles?.map((a) => a.slug)).toEqual([
      'Interconnected-machines-and-human-machine-interaction',
      'Data-analytics-and-artificial-intelligence',
      'The-academia-industry-partnership-for-the-implementation',
    ]);
    expect(article.texts['blog.academia.title']).toBeTruthy();
  });

  it('gives an unknown slug no article but the full Popular Posts list', () => {
    const missing = page('en', 'blog-details/_missing.json');
    expect(missing.item).toBeNull();
    expect(missing.articles).toHaveLength(4);
  });

  it('gives the home page the newest articles its blog cards show, without their bodies', () => {
    const home = page('en', 'index.json');
    expect(home.articles?.map((a) => a.date)).toEqual(['2024-05-27', '2024-04-22', '2024-03-18', '2024-02-12']);
    expect(Object.keys(home.texts).filter((key) => key.endsWith('.body'))).toEqual([]);
  });

  it('records every image size so the browser can reserve the space', () => {
    expect(page('en', 'index.json').images['images/hero-transformation.svg']).toEqual({ width: 640, height: 520 });
  });

  it('lists collection routes for the shell but never the individual pages', () => {
    expect(compiled.site.collections).toEqual([{ prefix: 'blog-details' }]);
    expect(JSON.stringify(compiled.site)).not.toContain('compute-services"');
  });
});
