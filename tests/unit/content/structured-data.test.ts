import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/generated/content-types.ts';
import { compileSite } from '../../../src/content/compile/compile-site.ts';
import { pageStructuredData } from '../../../src/content/compile/structured-data.ts';
import { checkSite } from '../../../src/content/pipeline.ts';
import { readBlockExample } from '../../../src/content/schema/block-example.ts';
import { blockTraitKeywords, readBlockTraits, type BlockTraits } from '../../../src/content/schema/block-traits.ts';
import { projectSchemas } from '../../../src/content/schema/project-schemas.ts';
import type { PageData } from '../../../src/shared/content.ts';
import { SiteCopy, fixtureRoot, projectRoot } from '../../support/site-copy.ts';

/**
 * docs/BEHAVIOUR.md#structured-data: what a page's blocks show that search engines read as
 * structured data is what their schemas declare (block-traits.ts), never a block type named in the
 * compiler. A test-only block type, `qa-test`, declares questions and answers here.
 */
const questionsTrait = { type: 'FAQPage', items: 'pairs', name: 'asked', text: 'answered' } as const;
const traits = new Map<string, BlockTraits>([
  ['qa-test', { structuredData: questionsTrait }],
  ['banner-test', { drawsBreadcrumb: { offField: 'crumbs' } }],
  ['plain-test', {}],
]);
// Blocks of test-only types: the compiler reads them through their declarations alone.
const block = (fields: Record<string, unknown>) => fields as unknown as Block;
const trail = [{ label: 'common.home', href: '/' }, { label: 'page.title' }];

describe('what a page records for structured data, from its blocks’ declarations', () => {
  it('records the questions and answers of every block that declares them, in page order, from the fields it names', () => {
    const blocks = [
      block({ type: 'qa-test', pairs: [{ asked: 'faq.one.q', answered: 'faq.one.a' }] }),
      block({ type: 'plain-test', pairs: [{ asked: 'not.this', answered: 'nor.this' }] }),
      block({ type: 'qa-test', pairs: [{ asked: 'faq.two.q', answered: 'faq.two.a' }, { asked: 'faq.half.q' }] }),
    ];
    expect(pageStructuredData(blocks, [], traits)).toEqual({
      structuredData: {
        faq: [
          { name: 'faq.one.q', text: 'faq.one.a' },
          { name: 'faq.two.q', text: 'faq.two.a' },
        ],
      },
    });
  });

  it('records the breadcrumb when a block that draws it is on the page, the trail has more than one entry, and the block does not turn it off', () => {
    expect(pageStructuredData([block({ type: 'banner-test' })], trail, traits)).toEqual({ structuredData: { breadcrumb: true } });
    expect(pageStructuredData([block({ type: 'banner-test', crumbs: false })], trail, traits)).toEqual({});
    expect(pageStructuredData([block({ type: 'banner-test' })], trail.slice(1), traits)).toEqual({});
    expect(pageStructuredData([block({ type: 'plain-test' })], trail, traits)).toEqual({});
  });

  it('compiles the declarations into every language’s page, with the texts they name', () => {
    const { content, imageSizes, formattedTexts } = checkSite(fixtureRoot);
    // The fixture's service cards, declared for this test as questions (title) and answers (text).
    const cardsAsQuestions = { structuredData: { type: 'FAQPage', items: 'cards', name: 'title', text: 'text' } } as const;
    const blockTraits = new Map([...projectSchemas().blockTraits(), ['service-cards', cardsAsQuestions]]);
    const { files } = compileSite({ ...content, site: content.site!, imageSizes, formattedTexts, blockTraits });
    const page = (file: string) => JSON.parse(files.get(file)!) as PageData;
    const home = page('es/index.json');
    expect(home.structuredData?.faq?.[0]).toEqual({ name: 'home.services.cloud.title', text: 'home.services.cloud.text' });
    for (const { name, text } of home.structuredData!.faq!) expect([home.texts[name], home.texts[text]]).toEqual([expect.any(String), expect.any(String)]);
    expect(home.structuredData?.breadcrumb).toBeUndefined();
    expect(page('en/services/consulting.json').structuredData?.breadcrumb).toBe(true);
    expect(page('en/articles/first-steps.json').structuredData).toEqual({ breadcrumb: true });
    expect(page('en/_not-found.json').structuredData).toBeUndefined();
  });

  it('records no breadcrumb for a page whose title banner hides it', () => {
    const copy = new SiteCopy();
    try {
      copy.edit('pages/about.yaml', /- type: title-banner\n/, '- type: title-banner\n    breadcrumb: false\n');
      const { content, imageSizes, formattedTexts } = checkSite(copy.root);
      const { files } = compileSite({ ...content, site: content.site!, imageSizes, formattedTexts });
      expect((JSON.parse(files.get('en/about.json')!) as PageData).structuredData).toBeUndefined();
    } finally {
      copy.remove();
    }
  });
});

describe('the declarations in a block’s schema', () => {
  const ajv = new Ajv({ strict: true });
  for (const keyword of blockTraitKeywords) ajv.addKeyword(keyword);
  const compiles = (declared: Record<string, unknown>) => () => ajv.compile({ type: 'object', ...declared });

  it('are read as they are written', () => {
    expect(readBlockTraits({ drawsBreadcrumb: { offField: 'breadcrumb' }, structuredData: questionsTrait })).toEqual({
      drawsBreadcrumb: { offField: 'breadcrumb' },
      structuredData: questionsTrait,
    });
  });

  it('refuse a type of structured data the site does not write, a missing field, and an unknown key', () => {
    expect(compiles({ structuredData: questionsTrait })).not.toThrow();
    expect(compiles({ structuredData: { ...questionsTrait, type: 'FAQ' } })).toThrow(/structuredData/);
    expect(compiles({ structuredData: { type: 'FAQPage', items: 'pairs', name: 'asked' } })).toThrow(/structuredData/);
    expect(compiles({ drawsBreadcrumb: { offfield: 'breadcrumb' } })).toThrow(/drawsBreadcrumb/);
  });

  it('name, in every block that declares questions and answers, fields its example fills with texts', () => {
    for (const [type, declared] of projectSchemas().blockTraits()) {
      if (!declared.structuredData) continue;
      const example = readBlockExample(projectRoot, type);
      const recorded = pageStructuredData([example.block as unknown as Block], [], new Map([[type, declared]])).structuredData?.faq ?? [];
      expect(recorded.length, `${type}: the example's "${declared.structuredData.items}"`).toBeGreaterThan(0);
      for (const { name, text } of recorded) expect([example.texts[name], example.texts[text]], `${type}: ${name}, ${text}`).not.toContain(undefined);
    }
  });
});
