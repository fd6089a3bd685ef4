import { isScalar, parseDocument, type Scalar } from 'yaml';
import { describe, expect, it } from 'vitest';
import { scalarOffsets } from '../../../src/content/parse/scalar-offsets.ts';

/** The map of the text under `key` in `yaml`, and its value. */
function mapOf(yaml: string, key = 'text'): { value: string; offsets: number[] | null } {
  const node = parseDocument(yaml).get(key, true);
  if (!isScalar(node) || typeof node.value !== 'string') throw new Error(`no text under ${key}`);
  const scalar = node as Scalar<string>;
  return { value: scalar.value, offsets: scalarOffsets(yaml, scalar.type ?? 'PLAIN', scalar.range![0], scalar.range![1], scalar.value) };
}

/** The characters of the value written as themselves (no escape, no folding) that are not found at their offset, and the map's length. */
function misplaced(yaml: string): { length: number | undefined; wrong: string[] } {
  const { value, offsets } = mapOf(yaml);
  const wrong = value
    .split('')
    .flatMap((char, index) => (/\S/.test(char) && yaml[offsets?.[index] ?? -1] !== char ? [`${index}: ${char} at ${offsets?.[index]}`] : []));
  return { length: offsets ? offsets.length - value.length : undefined, wrong };
}

describe('where each character of a YAML text is written', () => {
  it.each([
    ['a plain text', 'text: one [link](/a) and **bold**\n'],
    ['a plain text over several lines, with an empty one', 'text: one [link](/a)\n  and two\n\n  and\tthree   \n  four\nnext: x\n'],
    ['single quotes with a doubled quote', "text: 'it''s [here](/a)\n   and here'\n"],
    ['double quotes', 'text: "say [it](/a)\n  twice\n\n  thrice"\n'],
    ['a block that keeps its lines (|)', 'text: |\n  one [link](/a)\n\n    indented\n  ## two\n'],
    ['a block that keeps its lines, stripped (|-)', 'text: |-\n    one\n    - [a](/b)\n'],
    ['a folded block (>)', 'text: >\n  one [link](/a)\n  two\n\n  three\n    more indented\n  four\n'],
    ['a folded block, kept (>+), with a comment after its header', 'text: >+ # note\n  one\n  two\n\n\nnext: x\n'],
    ['text after a Windows line break', 'text: "one\r\n  two [x](/y)"\r\n'],
  ])('%s', (_kind, yaml) => {
    // One offset for each character, and one for the end.
    expect(misplaced(yaml)).toEqual({ length: 1, wrong: [] });
  });

  it('points an escape of double quotes at its backslash, and a joined line at the next one', () => {
    const yaml = 'text: "a \\"q\\" \\u00e9\\x41 \\\n    b"\n';
    const { value, offsets } = mapOf(yaml);
    expect(value).toBe('a "q" éA b');
    const at = (char: string) => yaml.slice(offsets?.[value.indexOf(char)]);
    expect(at('"').startsWith('\\"')).toBe(true);
    expect(at('é').startsWith('\\u00e9')).toBe(true);
    expect(at('A').startsWith('\\x41')).toBe(true);
    expect(yaml[offsets![value.indexOf('b')]!]).toBe('b');
  });

  it('maps a character outside the Basic Multilingual Plane, written as an escape, for both its halves', () => {
    const yaml = 'text: "\\U0001F600 [x](/y)"\n';
    const { value, offsets } = mapOf(yaml);
    expect(offsets![0]).toBe(offsets![1]);
    expect(yaml[offsets![value.indexOf('/y')]!]).toBe('/');
  });

  it('gives no map for a block with an indentation indicator, rather than a wrong one', () => {
    expect(mapOf('text: |2\n    indented\n').offsets).toBeNull();
  });
});
