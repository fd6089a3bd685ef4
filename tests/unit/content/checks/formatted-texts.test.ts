import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFormattedTexts } from '../../../../src/content/checks/formatted-texts.ts';
import { projectSchemas } from '../../../../src/content/schema/project-schemas.ts';
import { errorsOf, onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/**
 * docs/BEHAVIOUR.md#formatted-texts: the check of formatted texts. The test site's formatted texts
 * use every construct, in both languages, written as each kind of YAML text: a block that keeps
 * its lines (`|`, the articles' bodies and the home page's media text), a folded block (`>`, the
 * skill bars' text), single quotes and double quotes (the consulting steps).
 */

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const formattedProblems = () => {
  const { content, routes } = stagesOf(site.root);
  return checkFormattedTexts(content, routes, projectSchemas()).problems;
};

describe('links inside formatted texts', () => {
  it('accepts every construct the test site uses, in both languages', () => {
    expect(formattedProblems()).toEqual([]);
  });

  it('refuses a dead link in a block that keeps its lines (|), at its line and column', () => {
    site.edit('locales/en/news.yaml', '](/services/consulting)', '](/services/consultin)');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/news.yaml', '/services/consultin)');
    expect(problem).toMatchObject({
      code: 'dead-link',
      path: ['firstSteps', 'body'],
      message: 'The link "/services/consultin" points to no page of this site.',
      hint: 'Did you mean "/services/consulting"?',
    });
  });

  it('refuses a dead link in a folded block (>), on its second line', () => {
    site.edit('locales/es/about.yaml', '](/contact)', '](/contacto)');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/es/about.yaml', '/contacto');
    expect(problem).toMatchObject({ code: 'dead-link', path: ['skills', 'text'] });
  });

  it('refuses a dead link in single quotes, after a doubled quote', () => {
    site.edit('locales/en/services.yaml', "'A first meeting to", "'A first ''kick-off'' meeting to");
    site.edit('locales/en/services.yaml', '](/services)', '](/service)');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/services.yaml', '/service)');
    expect(problem).toMatchObject({ code: 'dead-link', path: ['consulting', 'steps', 'listen', 'text'] });
  });

  it('refuses a dead link in double quotes, after escapes and across a folded line', () => {
    site.edit(
      'locales/en/services.yaml',
      '"Small increments, **each one in production**."',
      '"Small \\"increments\\", \\u00e9ach\n        one [live](/productio)."',
    );
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/services.yaml', '/productio');
    expect(problem).toMatchObject({ code: 'dead-link', path: ['consulting', 'steps', 'deliver', 'text'] });
  });

  it('refuses a dead link in a plain text written over several lines', () => {
    site.edit(
      'locales/en/about.yaml',
      '>-\n    Our own estimate, reviewed every year\n    with [our clients](/contact).',
      'Our own estimate,\n    reviewed with [our clients](/contacts).',
    );
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/about.yaml', '/contacts');
    expect(problem).toMatchObject({ code: 'dead-link', path: ['skills', 'text'] });
  });

  it('fills in {{values}} before checking a link, and leaves an unknown one to the values check', () => {
    site.edit('locales/en/news.yaml', '(mailto:{{email}})', '(tel:{{phone}}) [twice](mailto:{{emial}})');
    expect(formattedProblems()).toEqual([]);
    expect(errorsOf(site).map((problem) => problem.code)).toEqual(['unknown-variable']);
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'JaVaScRiPt'],
    ['<javascript:alert(1)>', 'javascript'],
    ['&#106;avascript:alert(1)', 'javascript'],
    ['java&#9;script:alert(1)', 'javascript'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
  ])('refuses the unsafe address %s as every link field does', (address, scheme) => {
    site.edit('locales/en/news.yaml', '(mailto:{{email}})', `(${address})`);
    const [problem, ...others] = formattedProblems();
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      code: 'unsafe-link',
      file: 'locales/en/news.yaml',
      message: `Links starting with "${scheme}:" are not allowed: they can run code or hide content in the visitor's browser.`,
      ...site.positionOf('locales/en/news.yaml', address.replace(/^</, '')),
    });
  });

  it('refuses an address written between angle brackets alone, as a link (an autolink)', () => {
    site.edit('locales/en/news.yaml', 'or [write to us](mailto:{{email}})', 'or <javascript:alert(1)>');
    expect(onlyProblemAt(site, formattedProblems(), 'locales/en/news.yaml', 'javascript:alert(1)>').code).toBe('unsafe-link');
  });

  it('refuses a link without words', () => {
    site.edit('locales/es/news.yaml', '[escríbenos](mailto:{{email}})', '[ ](/contact)');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/es/news.yaml', '[ ](/contact)');
    expect(problem).toMatchObject({
      code: 'link-without-words',
      message: 'The link to "/contact" has no words: visitors would have nothing to click, and screen readers nothing to read.',
      hint: 'Write the words between the brackets: [our services](/contact).',
    });
  });
});

describe('raw HTML and headings in formatted texts', () => {
  it('refuses <b>, once for the pair, saying to write **bold**', () => {
    site.edit('locales/en/home.yaml', '**one person**', '<b>one person</b>');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/home.yaml', '<b>');
    expect(problem).toMatchObject({
      code: 'html-in-text',
      path: ['about', 'text'],
      message: '"<b>" is HTML, which texts do not take: write **bold** instead of <b>…</b>.',
      hint: 'Texts are formatted in Markdown: **bold**, *italic*, [words](/page). To show a "<" as it is, write \\< instead.',
    });
  });

  it.each([
    ['<script>alert(1)</script>', '"<script>alert(1)</script>" is HTML, which texts do not take: delete <script>: it is not shown on the page.'],
    [
      '<!-- ask Ana -->',
      '"<!-- ask Ana -->" is HTML, which texts do not take: notes for other editors go in a YAML comment, on a line of their own above the text ("# …"), not inside it.',
    ],
    ['<a href="/contact">us</a>', '"<a href="/contact">" is HTML, which texts do not take: write [the words](/page) instead of <a href="…">…</a>.'],
    ['<em>really</em>', '"<em>" is HTML, which texts do not take: write *italic* instead of <em>…</em>.'],
    ['<h2>Costs</h2>', '"<h2>Costs</h2>" is HTML, which texts do not take: start a subheading\'s line with "## " (or "### " below it) instead of <h2>.'],
  ])('refuses %s on a line of its own, saying what to write instead', (html, message) => {
    site.edit('locales/en/news.yaml', '> Measure twice, move once.', html);
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/news.yaml', html);
    expect(problem).toMatchObject({ code: 'html-in-text', message });
  });

  it('takes a "<" that opens no tag, and an escaped tag, as text', () => {
    site.edit('locales/en/news.yaml', 'Copy its data.', 'Copy its data when load < 5 %, and \\<b> is text.');
    expect(formattedProblems()).toEqual([]);
  });

  it('refuses a first-level heading: the page title is the only one', () => {
    site.edit('locales/es/news.yaml', '## Elige el primer sistema', '# Elige el primer sistema');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/es/news.yaml', '# Elige');
    expect(problem).toMatchObject({
      code: 'first-level-heading',
      path: ['firstSteps', 'body'],
      message: 'A line starting with a single "#" is a first-level heading, and the page\'s title is its only first-level heading.',
      hint: 'Start the line with "## " for a subheading (or "### " for one below it).',
    });
  });

  it('refuses a heading deeper than ###', () => {
    site.edit('locales/en/news.yaml', '### Then move it', '#### Then move it');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/news.yaml', '#### Then');
    expect(problem).toMatchObject({ code: 'heading-too-deep', message: 'A line starting with "####" is a heading deeper than texts use.' });
  });
});

describe('images in formatted texts', () => {
  it('refuses an image in a field that takes none, naming where the text is used', () => {
    site.edit('locales/en/home.yaml', '**one person**', '![a chart](images/about-team.svg) **one person**');
    const problem = onlyProblemAt(site, formattedProblems(), 'locales/en/home.yaml', '![a chart]');
    expect(problem).toMatchObject({
      code: 'image-not-allowed',
      path: ['about', 'text'],
      message: '"home.about.text" shows an image, and it is used in a field that takes no images: pages/home.yaml:30 (blocks[1].text).',
    });
  });

  it('refuses, in an article, an image that does not exist, at its path', () => {
    site.edit('locales/es/news.yaml', '](images/articles/second.svg)', '](images/articles/third.svg)');
    const problem = onlyProblemAt(site, errorsOf(site), 'locales/es/news.yaml', 'images/articles/third.svg');
    expect(problem).toMatchObject({ code: 'missing-image', message: 'The image "images/articles/third.svg" does not exist.' });
  });

  it('refuses an image path that leaves public/ or is not an image of the site', () => {
    site.edit('locales/es/news.yaml', '](images/articles/second.svg)', '](images/../../site.yaml)');
    expect(onlyProblemAt(site, errorsOf(site), 'locales/es/news.yaml', 'images/../').code).toBe('image-outside-public');
    site.edit('locales/es/news.yaml', '](images/../../site.yaml)', '](https://www.example.com/photo.png)');
    const problem = onlyProblemAt(site, errorsOf(site), 'locales/es/news.yaml', 'https://www.example.com/photo.png');
    expect(problem).toMatchObject({ code: 'invalid-format', message: '"https://www.example.com/photo.png" is not an image of this site.' });
  });
});

describe('a text used only in plain fields', () => {
  it('is plain: whatever it holds is not read as formatting, nor refused', () => {
    site.edit('locales/en/about.yaml', /^banner: .*$/m, 'banner: "# <b>Twelve</b> years, [dead](/nowhere) ![x](nothing.png)"');
    expect(errorsOf(site)).toEqual([]);
  });
});
