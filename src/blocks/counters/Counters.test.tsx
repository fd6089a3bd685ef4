import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the counters block', () => {
  it('keeps its heading for screen readers only, so the figures stand alone on screen', () => {
    const html = renderBlockExample('counters', 'en');
    expect(html).toMatch(/<div class="visually-hidden">(?:(?!<\/div>).)*<h2 /s);
  });

  it('lists each figure with its label as a term and its number as the description', () => {
    const html = renderBlockExample('counters', 'es');
    expect(html).toMatch(/<dl class="counters__list">/);
    expect(html.match(/<dt class="counter__label">/g)).toHaveLength(3);
  });
});
