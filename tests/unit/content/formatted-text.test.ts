import { describe, expect, it } from 'vitest';
import { compactFormattedText } from '../../../src/content/compile/formatted-text.ts';
import { parseMarkdown } from '../../../src/content/parse/markdown.ts';
import type { FormattedText } from '../../../src/shared/formatted-text.ts';

/**
 * docs/BEHAVIOUR.md#formatted-texts: what the build makes of a formatted text, the tree the browser
 * draws (src/shared/formatted-text.ts).
 */
const values = { company: 'Northwind & Partners', email: 'hello@northwind.example' };
const tree = (markdown: string, fill: Record<string, string> = values): FormattedText => compactFormattedText(parseMarkdown(markdown), fill);

describe('the tree of a formatted text', () => {
  it('has paragraphs, split by an empty line, each line break inside one kept as written', () => {
    expect(tree('One\ntwo.\n\nThree.')).toEqual([
      ['p', 'One\ntwo.'],
      ['p', 'Three.'],
    ]);
  });

  it('has bold, italic, and both nested', () => {
    expect(tree('A **bold** and *italic* and __bold__ and _italic_ and ***both*** and **bold *in* it**.')).toEqual([
      [
        'p',
        'A ',
        ['b', 'bold'],
        ' and ',
        ['i', 'italic'],
        ' and ',
        ['b', 'bold'],
        ' and ',
        ['i', 'italic'],
        ' and ',
        ['i', ['b', 'both']],
        ' and ',
        ['b', 'bold ', ['i', 'in'], ' it'],
        '.',
      ],
    ]);
  });

  it('has links with their address as written, their words formatted or not, and addresses in angle brackets', () => {
    expect(tree('See [our **services**](/services), [a guide](https://www.example.com/a "A title") and <https://www.example.com/b>.')).toEqual([
      [
        'p',
        'See ',
        ['a', '/services', 'our ', ['b', 'services']],
        ', ',
        ['a', 'https://www.example.com/a', 'a guide'],
        ' and ',
        ['a', 'https://www.example.com/b', 'https://www.example.com/b'],
        '.',
      ],
    ]);
  });

  it('has subheadings of two levels', () => {
    expect(tree('## Costs\n\n### In *detail*')).toEqual([
      ['h', 2, 'Costs'],
      ['h', 3, 'In ', ['i', 'detail']],
    ]);
  });

  it('has bulleted lists, nested, their items holding their words directly when the list is tight', () => {
    expect(tree('- one\n- two:\n  - *a*\n  - b\n* three')).toEqual([
      ['ul', ['li', 'one'], ['li', 'two:', ['ul', ['li', ['i', 'a']], ['li', 'b']]]],
      ['ul', ['li', 'three']],
    ]);
  });

  it('has numbered lists with the number they start at, and loose lists whose items hold paragraphs', () => {
    expect(tree('3. three\n4. four')).toEqual([['ol', 3, ['li', 'three'], ['li', 'four']]]);
    expect(tree('1. one\n\n   more of one\n2. two')).toEqual([['ol', 1, ['li', ['p', 'one'], ['p', 'more of one']], ['li', ['p', 'two']]]]);
  });

  it('has quotes holding paragraphs and lists', () => {
    expect(tree('> Measure twice,\n> move once.\n>\n> - really')).toEqual([['q', ['p', 'Measure twice,\nmove once.'], ['ul', ['li', 'really']]]]);
  });

  it('has images with their path and description, and line breaks', () => {
    expect(tree('![A chart of {{company}}](images/chart.svg)\n\nOne\\\ntwo')).toEqual([
      ['p', ['img', 'images/chart.svg', 'A chart of Northwind & Partners']],
      ['p', 'One', ['br'], 'two'],
    ]);
  });

  it('fills in {{values}} in words, link addresses and image descriptions, as text, never as formatting', () => {
    const fill = { company: '**Acme** <b>&</b> [x](/y)', email: 'a@b.example' };
    expect(tree('**{{company}}** and {{ company }}: [write](mailto:{{email}}), {{unknown}}.', fill)).toEqual([
      ['p', ['b', fill.company], ` and ${fill.company}: `, ['a', 'mailto:a@b.example', 'write'], ', {{unknown}}.'],
    ]);
  });

  it('keeps escaped and decoded characters as text, in one piece', () => {
    expect(tree('\\*not italic\\*, \\<b> &lt;i&gt; &amp; 5 < 6 > 4, $& $1')).toEqual([['p', '*not italic*, <b> <i> & 5 < 6 > 4, $& $1']]);
  });

  it('reads code, rules, underlined headings and link definitions as the characters written', () => {
    const written = '`code` and ``more``\n\n    indented\n\n```\nfenced\n```\n\n---\n\nTitle\n=====\n\n[ref]: /somewhere';
    expect(tree(written)).toEqual([
      ['p', '`code` and ``more``'],
      ['p', 'indented'],
      ['p', '```\nfenced\n```'],
      ['p', '---'],
      ['p', 'Title\n====='],
      ['p', '[ref]: /somewhere'],
    ]);
  });
});
