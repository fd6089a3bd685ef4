import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseMarkdown, parseWithMicromark } from '../../../src/content/parse/markdown.ts';

/** Every string in the site's text files: the formatted texts the site really has, and its plain ones. */
function siteTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const language of ['en', 'es']) {
    const dir = join(import.meta.dirname, '../../../locales', language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.yaml'))) collect(parse(readFileSync(join(dir, file), 'utf8')));
  }
  return texts;
}

/** Texts one character away from plain, each of which a Markdown construct reads differently. */
const nearlyPlain = [
  'Plain sentence, with commas: and colons; ¿questions? ¡Yes! (Brackets) "quotes" and 50 % off.',
  'Ünïcödé, ñ and — dashes – and … dots',
  '# Heading',
  '## Heading',
  '> Quote',
  '- Item',
  '+ Item',
  '* Item',
  '1. First',
  '2) Second',
  '2024 was a good year',
  '=== not a heading',
  '~~~ fence',
  '``` fence',
  '    indented',
  ' leading space',
  'trailing space ',
  'trailing spaces  ',
  'trailing no-break space\u00a0',
  '\u00a0leading no-break space',
  'a\ttab',
  'two\nlines',
  'carriage\rreturn',
  'an *emphasis*',
  'an _emphasis_',
  'some `code`',
  'a [link](https://example.com)',
  'an ![image](images/a.jpg)',
  '<b>html</b>',
  'an <https://example.com> autolink',
  'Tom &amp; Jerry',
  'Tom & Jerry',
  'escaped \\* star',
  'a face 😀 outside the plane',
  'nul\u0000character',
  'ends with a hash #',
  'x',
  '',
];

describe('parseMarkdown', () => {
  it('gives every text, plain or not, the tree the parser gives it', () => {
    const texts = [...siteTexts(), ...nearlyPlain];
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts) expect(parseMarkdown(text), JSON.stringify(text)).toEqual(parseWithMicromark(text));
  });
});
