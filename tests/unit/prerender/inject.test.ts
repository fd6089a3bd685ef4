import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../src/prerender/inject.ts';
import { pageDocument, pageTemplate, screenFragment, type BootData } from '../../../src/prerender/inject.ts';
import { bootScript } from '../../../src/prerender/boot-script.ts';

/** index.html as Vite builds it: the title, the module script, the empty root. */
const builtIndex = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Northwind</title>',
  '    <script type="module" crossorigin src="/assets/app-1234.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const boot: BootData = { routing: 'path', languages: ['en', 'es'], defaultLanguage: 'en', base: '/', contentPath: 'content/abc', redirects: {} };
/** What JavaScript's String.replace would expand in a replacement string: each, as text and as an attribute's value. */
const dollarPatterns = [
  ["$'", "$'", '$&#39;'],
  ['$`', '$`', '$`'],
  ['$&', '$&amp;', '$&amp;'],
  ['$1', '$1', '$1'],
  ['$$', '$$', '$$'],
];

const screen = (text: string): Screen => ({
  language: 'en',
  route: 'about',
  html: `<main><h1>${text}</h1></main>`,
  title: `About ${text} · Northwind`,
  head: [{ tag: 'meta', attributes: { name: 'description', content: text } }],
});

describe('a prerendered page', () => {
  it.each(dollarPatterns)('takes %s in its texts literally: one title, one root, the text where it was', (pattern, asText, asAttribute) => {
    const html = pageDocument(pageTemplate(builtIndex), screen(`Meridia ${pattern} Consulting`), boot);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>About Meridia ${asText} Consulting · Northwind</title>`);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain(`<div id="root"><main><h1>Meridia ${pattern} Consulting</h1></main></div>`);
    expect(html).toContain(`<meta name="description" content="Meridia ${asAttribute} Consulting" data-page-head />`);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`<script>${bootScript}</script>`);
  });

  it("escapes its title and the boot script's data for their places", () => {
    const html = pageDocument(pageTemplate(builtIndex), { ...screen('x'), title: 'Q&A </title><script>', route: 'a"b' }, boot);
    expect(html).toContain('<title>Q&amp;A &lt;/title&gt;&lt;script&gt;</title>');
    expect(html).toContain(' data-route="a&quot;b" ');
  });

  it('gives the boot script the redirects of site.yaml as JSON on <html>, and says nothing of them when there are none', () => {
    const html = pageDocument(pageTemplate(builtIndex), screen('x'), { ...boot, redirects: { about: 'about-us', legacy: '' } });
    expect(html).toContain(' data-redirects="{&quot;about&quot;:&quot;about-us&quot;,&quot;legacy&quot;:&quot;&quot;}">');
    expect(pageDocument(pageTemplate(builtIndex), screen('x'), boot)).not.toContain('data-redirects');
  });

  it.each(dollarPatterns)('as a screen the boot script fetches, takes %s literally too', (pattern, _asText, asAttribute) => {
    // The head tags are HTML inside an attribute: escaped once as the tags' attributes, then again as the fragment's.
    const twice = asAttribute.replaceAll('&', '&amp;');
    expect(screenFragment(screen(`Meridia ${pattern} Consulting`))).toBe(
      `<template data-language="en" data-route="about" data-title="About Meridia ${asAttribute} Consulting · Northwind" data-head="\n    &lt;meta name=&quot;description&quot; content=&quot;Meridia ${twice} Consulting&quot; data-page-head /&gt;"><main><h1>Meridia ${pattern} Consulting</h1></main></template>`,
    );
  });
});
