import { describe, expect, it } from 'vitest';
import { FormattedText } from '../../src/kit/FormattedText.tsx';
import type { PageData } from '../../src/shared/content.ts';
import type { FormattedText as FormattedTree } from '../../src/shared/formatted-text.ts';
import { compileSiteFolder, readPage, renderInPage, renderPageFile } from '../support/render.tsx';
import { SiteCopy, fixtureRoot } from '../support/site-copy.ts';

/**
 * docs/BEHAVIOUR.md#formatted-texts: how formatted texts are drawn, without a browser (as the build
 * prerenders them). The test site's first article uses every construct, in both languages.
 */
const fixture = compileSiteFolder(fixtureRoot);
/** The `<article>` of a page file: the body, without the Popular Posts beside it. */
const articleOf = (html: string) => /<article[\s\S]*<\/article>/.exec(html)![0];
/** The tags of `html`, without their attributes: its elements in order. */
const tagsOf = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)/g)].map(([, tag]) => tag).join(' ');

describe('a formatted article, as the build prerenders it', () => {
  it.each(['en', 'es'])('draws every construct as its element (%s)', (language) => {
    const body = articleOf(renderPageFile(fixture, `${language}/articles/first-steps.json`));
    const text = /<div class="formatted article__body"[^>]*>([\s\S]*)<\/div>/.exec(body)![1]!;
    expect(tagsOf(text)).toBe(
      [
        'p /p h2 /h2 p strong /strong em /em /p',
        'ul li /li li ul li /li li /li /ul /li li /li /ul',
        'h3 /h3 ol li /li li /li li /li /ol',
        'blockquote p /p /blockquote',
        'p img /p',
        'p a /a a span /span /a a /a /p',
      ].join(' '),
    );
    // "## " is the article's subheading, below its title (the page's h1): h2; "### " below it: h3.
    expect(text).toContain('<strong>Northwind &amp; Partners</strong>');
  });

  it('draws links as SmartLink does: pages of the site as real addresses, other sites apart and safely, email as it is', () => {
    const body = articleOf(renderPageFile(fixture, 'en/articles/first-steps.json'));
    // The address PageLink gives the page in the language on screen, as the breadcrumb's links have it.
    expect(body).toContain('<a href="/services/consulting">consulting projects</a>');
    expect(body).toContain(
      '<a href="https://www.example.com/cloud-moves" target="_blank" rel="noopener noreferrer">a guide to cloud moves<span class="visually-hidden"> <!-- -->(opens another website)</span></a>',
    );
    expect(body).toContain('<a href="mailto:hello@northwind.example">write to us</a>');
  });

  it('draws images as ContentImage does: from public/, their size reserved, loaded when they come near', () => {
    const body = articleOf(renderPageFile(fixture, 'es/articles/first-steps.json'));
    const image = /<img [^>]*class="formatted__image"[^>]*>/.exec(body)![0];
    expect(image).toContain('src="/images/articles/second.svg"');
    expect(image).toContain('alt="Un brazo robótico junto a una pantalla con gráficos."');
    expect(image).toContain('width="1200" height="675"');
    expect(image).toContain('loading="lazy"');
  });

  it('draws the formatted texts of sections, written in quotes', () => {
    const html = renderPageFile(fixture, 'en/services/consulting.json');
    expect(html).toContain('proposing <em>anything</em>: see <a href="/services">our practices</a>.');
    expect(html).toContain('Small increments, <strong>each one in production</strong>.');
  });
});

describe('FormattedText', () => {
  const page = readPage(fixture, 'en/about.json');
  const draw = (tree: FormattedTree, headingLevel?: 2 | 3 | 4) =>
    renderInPage(
      fixture,
      { ...page, formatted: { 'test.text': tree } } satisfies PageData,
      'en',
      <FormattedText textKey="test.text" headingLevel={headingLevel} />,
    );

  it('draws "## " at the level it is given and "### " one below, never below h6', () => {
    const tree: FormattedTree = [
      ['h', 2, 'Two'],
      ['h', 3, 'Three'],
    ];
    expect(tagsOf(draw(tree))).toBe('div h3 /h3 h4 /h4 /div');
    expect(tagsOf(draw(tree, 2))).toBe('div h2 /h2 h3 /h3 /div');
    expect(tagsOf(draw(tree, 4))).toBe('div h4 /h4 h5 /h5 /div');
  });

  it('draws a numbered list from the number it starts at, and a loose list with its paragraphs', () => {
    expect(draw([['ol', 3, ['li', 'three'], ['li', ['p', 'four']]]])).toContain('<ol start="3"><li>three</li><li><p>four</p></li></ol>');
    expect(draw([['ol', 1, ['li', 'one']]])).toContain('<ol><li>one</li></ol>');
  });

  it('draws whatever a text holds as text, never as markup', () => {
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(1)> <!-- "\' & $& $1';
    const html = draw([
      ['p', hostile, ['b', hostile]],
      ['q', ['p', ['a', '/about', hostile]]],
    ]);
    expect(html).not.toMatch(/<script|<img|<!-- "/);
    expect(html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;img src=x onerror=alert\(1\)&gt; &lt;!-- &quot;&#x27; &amp; \$&amp; \$1/g)).toHaveLength(3);
  });

  it('shows the key of a text the page lacks, as any missing text shows', () => {
    const html = renderInPage(fixture, page, 'en', <FormattedText textKey="about.nothing" />);
    expect(html).toContain('<p>about.nothing</p>');
  });
});

describe('a text with Markdown in a plain field', () => {
  it('is shown as written: it is plain', () => {
    const copy = new SiteCopy(fixtureRoot);
    try {
      copy.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: "Twelve **years**, [our team](/about) and <b>more</b>"');
      const html = renderPageFile(compileSiteFolder(copy.root), 'en/about.json');
      expect(html).toContain('Twelve **years**, [our team](/about) and &lt;b&gt;more&lt;/b&gt;');
    } finally {
      copy.remove();
    }
  });
});
