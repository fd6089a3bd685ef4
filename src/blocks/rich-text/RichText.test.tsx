import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';
import { compileSiteFolder, renderPageFile } from '../../../tests/support/render.tsx';
import { SiteCopy } from '../../../tests/support/site-copy.ts';

describe('the rich-text block', () => {
  it('draws its heading as the h2 of its section, and its eyebrow above it', () => {
    const html = renderBlockExample('rich-text', 'en');
    expect(html).toMatch(/<p class="eyebrow">Terms and conditions<\/p><h2 [^>]*>Applicable law and changes<\/h2>/);
  });

  it('draws each "## " line of its text as an h3 under the h2, and each paragraph as a paragraph, in order', () => {
    const html = renderBlockExample('rich-text', 'es');
    const body = /<div class="formatted prose rich-text__body"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect([...body.matchAll(/<(h3|p)>([^<]{0,30})/g)].map(([, tag, text]) => `${tag}: ${text}`)).toEqual([
      'h3: Legislación aplicable',
      'p: Estas condiciones, y cualquier',
      'h3: Modificación de estas condicio',
      'p: Podemos modificar estas condic',
      'p: Si no estás de acuerdo con los',
    ]);
  });

  it('draws the bold words and links of its formatted text', () => {
    const html = renderBlockExample('rich-text', 'es');
    expect(html).toContain('ambas versiones, <strong>prevalecerá la española</strong>.');
    expect(html).toMatch(/Si tienes alguna duda sobre ellos, <a href="[^"]*contact">escríbenos<\/a>\./);
  });
});

describe('rich-text sections one after the other', () => {
  it('start the second closer to the first, so that they read as one document', () => {
    const site = new SiteCopy();
    try {
      site.edit(
        'pages/services.yaml',
        '    body: services.terms.body\n',
        '    body: services.terms.body\n\n  - type: rich-text\n    heading: services.terms.heading\n    body: services.terms.body\n',
      );
      const output = compileSiteFolder(site.root);
      const classes = [...renderPageFile(output, 'en/services.json').matchAll(/<section class="([^"]*\brich-text\b[^"]*)"/g)].map(([, names]) => names);
      expect(classes).toEqual(['section section--plain rich-text', 'section section--plain rich-text rich-text--continued']);
    } finally {
      site.remove();
    }
  });
});
