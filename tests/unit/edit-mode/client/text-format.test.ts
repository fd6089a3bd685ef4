import { describe, expect, it } from 'vitest';
import { insertLink, toggleEmphasis, toggleList, type Edit } from '../../../../src/edit-mode/client/text-format.ts';

/** `value` with its selection drawn as [ and ], as a person reads a box with a selection. */
const shown = ({ value, start, end }: Edit) => `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
/** The other way: `We [move] systems` → the value and its selection. */
const box = (drawn: string) => {
  const start = drawn.indexOf('[');
  const end = drawn.indexOf(']') - 1;
  return [drawn.replace('[', '').replace(']', ''), start, end] as const;
};

describe('the Edit text dialog’s formatting buttons', () => {
  it('Bold and Italic wrap the selection, keep the spaces outside, and take a wrap off again', () => {
    expect(shown(toggleEmphasis(...box('We [move] systems'), 'bold'))).toBe('We [**move**] systems');
    expect(shown(toggleEmphasis(...box('We[ move ]systems'), 'italic'))).toBe('We[ *move* ]systems');
    expect(shown(toggleEmphasis(...box('We **[move]** systems'), 'bold'))).toBe('We [move] systems');
    expect(shown(toggleEmphasis(...box('We *[move]* systems'), 'italic'))).toBe('We [move] systems');
  });

  it('Italic inside bold adds italic rather than taking the bold apart', () => {
    expect(shown(toggleEmphasis(...box('We **[move]** systems'), 'italic'))).toBe('We **[*move*]** systems');
    expect(shown(toggleEmphasis(...box('We ***[move]*** systems'), 'italic'))).toBe('We **[move]** systems');
  });

  it('with nothing selected, a placeholder is put in and selected, for typing over', () => {
    expect(shown(toggleEmphasis(...box('We []'), 'bold'))).toBe('We **[bold text]**');
    expect(shown(toggleEmphasis(...box('[]'), 'italic'))).toBe('*[italic text]*');
  });

  it('wraps each line of a selection over several lines on its own, skipping blank ones', () => {
    expect(shown(toggleEmphasis(...box('[one\n\ntwo ]three'), 'bold'))).toBe('[**one**\n\n**two** ]three');
  });

  it('Link makes the selection (or a placeholder) the words of a link to the address, and selects them', () => {
    expect(shown(insertLink(...box('See [our work] now'), ' /services '))).toBe('See [[our work]](/services) now');
    expect(shown(insertLink(...box('See []'), 'https://example.org'))).toBe('See [[link text]](https://example.org)');
    expect(shown(insertLink(...box('[two\nlines]'), '/about'))).toBe('[[two lines]](/about)');
  });

  it('List turns the lines the selection touches into items, after a blank line under a paragraph', () => {
    expect(shown(toggleList(...box('Intro\nfi[rst\nsecond]')))).toBe('Intro\n\n[- first\n- second]');
    expect(shown(toggleList(...box('Intro\n\nfi[rst\n\nsecond]')))).toBe('Intro\n\n[- first\n\n- second]');
    expect(shown(toggleList(...box('[]')))).toBe('- []');
    expect(shown(toggleList(...box('- one\n[]')))).toBe('- one\n- []');
  });

  it('List takes the items of a list back to lines', () => {
    expect(shown(toggleList(...box('Intro\n\n- fi[rst\n- second]\n\nAfter')))).toBe('Intro\n\n[first\nsecond]\n\nAfter');
  });
});
