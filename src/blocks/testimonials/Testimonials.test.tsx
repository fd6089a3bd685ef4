import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the testimonials block', () => {
  const html = renderBlockExample('testimonials', 'en');
  const figures = [...html.matchAll(/<figure class="testimonial">(.*?)<\/figure>/gs)].map(([, inner]) => inner!);

  it('draws each quote as a figure: the words in a blockquote, who said them in its figcaption', () => {
    expect(figures).toHaveLength(2);
    for (const figure of figures)
      expect(figure).toMatch(/^<svg[^>]*aria-hidden="true".*<\/svg><blockquote [^>]*>.*<\/blockquote><figcaption [^>]*>.*<\/figcaption>$/s);
    // The quote is a formatted text: its emphasis is drawn as such.
    expect(figures[0]).toMatch(
      /<blockquote [^>]*><div class="formatted testimonial__text"[^>]*><p>They spent the first weeks in our warehouse, <em>not in meeting rooms<\/em>\./,
    );
  });

  it('names the person, their role and their company in the caption', () => {
    expect(figures[1]).toMatch(
      /<figcaption [^>]*><span class="testimonial__who"><span class="testimonial__name">Tomás Requena<\/span><span class="testimonial__role">IT director(<!-- -->)?, (<!-- -->)?Ferrolux Componentes<\/span>/,
    );
  });

  it('draws the photo with no description of its own, its size reserved, and none where there is no photo', () => {
    expect(figures[0]).toMatch(/<img src="\/images\/people\/lucia-ferrer.svg" alt="" width="160" height="160" loading="lazy"[^>]*class="testimonial__photo"/);
    expect(figures[1]).not.toContain('<img');
  });
});
