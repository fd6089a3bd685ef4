import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';

describe('the logo-wall block', () => {
  const html = renderBlockExample('logo-wall', 'es');
  const items = [...html.matchAll(/<li class="logo-wall__item">(.*?)<\/li>/gs)].map(([, inner]) => inner!);

  it('describes each logo by the company name, its size reserved', () => {
    expect(items).toHaveLength(3);
    expect(items[2]).toMatch(/^<img src="\/images\/clients\/ribalta.svg" alt="Ribalta Seguros" width="200" height="60" loading="lazy"[^>]*>$/);
  });

  it('opens a link to another website apart and safely, saying so to screen readers', () => {
    expect(items[0]).toMatch(
      /^<a href="https:\/\/www.example.com" class="logo-wall__link" target="_blank" rel="noopener noreferrer"><img [^>]*alt="Ferrolux Componentes"[^>]*><span class="visually-hidden"> (<!-- -->)?\(abre otro sitio web\)<\/span><\/a>$/,
    );
  });

  it('links a logo to a page of this site as any link to a page, and leaves a logo without link unlinked', () => {
    expect(items[1]).toMatch(/^<a href="[^"]*contact" class="logo-wall__link"><img [^>]*alt="Norvalia Retail"[^>]*><\/a>$/);
    expect(items[2]).not.toContain('<a ');
  });
});
