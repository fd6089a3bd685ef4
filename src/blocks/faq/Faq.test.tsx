import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the faq block', () => {
  const html = renderBlockExample('faq', 'en');
  const items = [...html.matchAll(/<details class="faq__item">(.*?)<\/details>/gs)].map(([, inner]) => inner!);

  it('draws each question as the summary of a closed <details>, which the browser opens and closes without the app', () => {
    expect(items).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(items[0]).toMatch(/^<summary class="faq__question"><span>How soon will you answer my message\?<\/span><svg[^>]*aria-hidden="true"/);
  });

  it('draws the answer after its question as a formatted text: paragraph by paragraph, with its bold words and links', () => {
    expect(items[1]).toMatch(
      /<\/summary><div class="formatted prose faq__answer"[^>]*><p>We use your name, email.*<\/p><p>The form reaches our mailbox.*<\/p><\/div>$/s,
    );
    expect(items[0]).toMatch(
      /<p>A consultant, .* or to <a href="mailto:hello@northwind\.example">hello@northwind\.example<\/a>, and answers <strong>within 24 hours<\/strong>\.<\/p>/,
    );
  });
});
