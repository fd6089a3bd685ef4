import { describe, expect, it } from 'vitest';
import { compileForDevServer } from '../../src/content/dev/compile-for-dev.ts';
import { compileSiteFolder, renderPageFile, renderRouteHead } from '../support/render.tsx';
import { fixtureRoot } from '../support/site-copy.ts';

/** The test site's blog as the build draws it (docs/BEHAVIOUR.md#blog-articles), without a browser. */
const built = compileSiteFolder(fixtureRoot);
/** Links as `href` → text, in order. */
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => [href, inner!.replace(/<[^>]+>/g, '')]);
/** The links of `html` marked as the page on screen. */
const current = (html: string) => links(html.replace(/<a (?![^>]*aria-current="page")[^>]*>.*?<\/a>/g, ''));
const within = (html: string, start: string) => html.slice(html.indexOf(start), html.indexOf('</nav>', html.indexOf(start)));

describe('the article list', () => {
  it('offers every tag with articles after "All articles", the list on screen chosen, and its feed', () => {
    const html = renderPageFile(built, 'en/news.json');
    expect(links(within(html, '<nav aria-label="Topics"'))).toEqual([
      ['/news', 'All articles'],
      ['/news/tags/cloud', 'Cloud'],
      ['/news/tags/data', 'Data'],
      ['/news/tags/strategy', 'Strategy'],
    ]);
    expect(current(within(html, '<nav aria-label="Topics"'))).toEqual([['/news', 'All articles']]);
    expect(html).toMatch(/<a [^>]*class="tag tag--chosen">All articles<\/a>/);
    expect(html).toContain('<a href="./news/rss.xml" class="blog-list-tools__feed" type="application/rss+xml">Follow by RSS</a>');
  });

  it('shows each card with its date and reading time, and links to the older articles, which search engines follow', () => {
    const html = renderPageFile(built, 'en/news.json');
    expect(html).toContain('<time dateTime="2021-11-20">November 20, 2021</time><span>1 min read</span>');
    expect(links(within(html, '<nav aria-label="Pages of articles"'))).toEqual([['/news/page/2', 'Older articles →']]);
    expect(html).toContain('Page 1 of 2');
  });

  it('on its second page, links back to the newer ones, in the language on screen', () => {
    const html = renderPageFile(built, 'es/news/page/2.json');
    expect(links(within(html, '<nav aria-label="Páginas de artículos"'))).toEqual([['/news', '← Artículos más recientes']]);
    expect(html).toContain('Página 2 de 2');
    expect(html).toContain('<span aria-current="page">Página 2</span>');
    expect(html).toContain('<time dateTime="2021-05-10">10 de mayo de 2021</time><span>1 min de lectura</span>');
    expect(renderRouteHead(built, '/news/page/2', 'es')).toContain('<meta property="og:title" content="Noticias, página 2" />');
  });

  it("on a tag's page, is headed by the tag's name and marks the tag as chosen", () => {
    const html = renderPageFile(built, 'es/news/tags/cloud.json');
    expect(/<h1 class="title-banner__title">([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Nube');
    expect(current(within(html, '<nav aria-label="Temas"'))).toEqual([['/news/tags/cloud', 'Nube']]);
    expect(html).toMatch(/<a [^>]*class="tag tag--chosen">Nube<\/a>/);
    expect(html).toMatch(/<a href="\/news" class="tag">Todos los artículos<\/a>/);
  });
});

describe("an article's page", () => {
  const html = renderPageFile(built, 'es/articles/cloud-costs.json');

  it('gives its dates in the language on screen, its reading time and its authors', () => {
    expect(html).toContain('Publicado el<!-- --> <time dateTime="2021-09-02">2 de septiembre de 2021</time>');
    expect(html).toContain('Actualizado el<!-- --> <time dateTime="2021-10-04">4 de octubre de 2021</time>');
    expect(html).toContain('<span>1 min de lectura</span>');
    expect(html).toMatch(
      /Escrito por<\/p><ul role="list" aria-labelledby="[^"]+"><li class="article-author"><img src="\/images\/authors\/ana-ruiz.svg" alt="" width="96" height="96"/,
    );
    expect(html).toContain('<span class="article-author__name">Ana Ruiz</span><span class="article-author__role">Directora de la práctica de nube</span>');
    expect(html).toContain('<li class="article-author"><span class="article-author__name">Marc Vidal</span></li>');
  });

  it('links to its tags, the articles before and after it, and those related by their tags', () => {
    expect(links(within(html, '<nav aria-label="Temas"'))).toEqual([
      ['/news/tags/cloud', 'Nube'],
      ['/news/tags/strategy', 'Estrategia'],
    ]);
    expect(links(within(html, '<nav aria-label="Más artículos"'))).toEqual([
      ['/articles/first-steps', 'Artículo anteriorPrimeros pasos en la nube'],
      ['/articles/data-culture', 'Artículo siguienteUna cultura del dato en la práctica'],
    ]);
    expect(links(html.slice(html.indexOf('Artículos relacionados'), html.indexOf('</section>', html.indexOf('Artículos relacionados'))))).toEqual([
      ['/articles/first-steps', 'Primeros pasos en la nube'],
      ['/articles/data-culture', 'Una cultura del dato en la práctica'],
    ]);
  });
});

describe('the development server', () => {
  const dev = compileForDevServer(fixtureRoot).compiled!;

  it('marks a draft and a scheduled article with their badge in the list and on their page', () => {
    const list = renderPageFile(dev, 'es/news.json');
    expect(list).toContain('<span class="status-badge status-badge--scheduled" lang="en">Scheduled: 2099-06-01</span>');
    expect(list).toContain('<span class="status-badge status-badge--draft" lang="en">Draft</span>');
    expect(renderPageFile(dev, 'en/articles/draftmarker-notes.json')).toContain('<span class="status-badge status-badge--draft" lang="en">Draft</span>');
  });

  it('draws no badge for a published article', () => {
    expect(renderPageFile(built, 'en/news.json')).not.toContain('status-badge');
  });
});
