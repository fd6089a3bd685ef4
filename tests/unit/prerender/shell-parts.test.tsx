import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellPart } from '../../../src/app/ShellPart.tsx';
import { ShellPartsRenderer } from '../../../src/prerender/shell-parts.tsx';

/** How many times each part's component has run, by name. */
const drawn = { menu: 0, footer: 0 };
const noteDrawn = (part: keyof typeof drawn) => void (drawn[part] += 1);

function Menu({ language, active }: { language: string; active: string }) {
  noteDrawn('menu');
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{language}</h2>
      {['home', 'about', 'blog'].map((entry) => (
        <a key={entry} href={`/${language}/${entry}`} aria-current={entry === active ? 'page' : undefined}>
          {entry} in {language}
        </a>
      ))}
    </nav>
  );
}

function Footer({ language }: { language: string }) {
  noteDrawn('footer');
  const id = useId();
  return (
    <footer aria-labelledby={id}>
      <h2 id={id}>{language}</h2>
      {'©'} {2021}
    </footer>
  );
}

/** Ids after the parts, and texts beside them, come out as in a whole drawing too. */
function Page({ language, route }: { language: string; route: string }) {
  const active = route.startsWith('blog') ? 'blog' : route === 'about' ? 'about' : '';
  const id = useId();
  return (
    <>
      <a href="#main">skip</a>
      <header>
        <ShellPart name="menu" sameFor={`${language} ${active}`}>
          <Menu language={language} active={active} />
        </ShellPart>
        {language}
      </header>
      <main id={id}>
        {route} in {language}
      </main>
      <ShellPart name="footer" sameFor={language}>
        <Footer language={language} />
      </ShellPart>
    </>
  );
}

/** Pages of every kind in two languages: `count` blog posts and the about page. */
const pages = (count: number) =>
  ['en', 'es'].flatMap((language) =>
    [...Array.from({ length: count }, (_, index) => `blog/post-${index}`), 'about', 'contact'].map((route) => ({ language, route })),
  );

/** Every page of `pages` drawn by one ShellPartsRenderer, and how many times each part was drawn. */
function drawAll(list: ReturnType<typeof pages>) {
  drawn.menu = drawn.footer = 0;
  const renderer = new ShellPartsRenderer();
  const html = list.map(({ language, route }) => renderer.render(<Page language={language} route={route} />));
  return { html, drawn: { ...drawn } };
}

describe('prerendering the shell’s parts once', () => {
  it('gives every page the markup of a whole drawing, ids included', () => {
    const list = pages(5);
    const { html } = drawAll(list);
    expect(html).toEqual(list.map(({ language, route }) => renderToString(<Page language={language} route={route} />)));
    expect(html[0]).toContain('aria-current="page"');
  });

  it('draws each part once (and once more to learn it) for each thing it depends on, however many pages', () => {
    const few = drawAll(pages(5)).drawn;
    const many = drawAll(pages(50)).drawn;
    expect(many).toEqual(few);
    // Per language: the first page meets both parts and draws each twice (once whole, once to learn
    // the other); each other way the menu is active is met by one page, and drawn once.
    expect(many).toEqual({ footer: 2 * 2, menu: 2 * (2 + 1 + 1) });
  });

  it('draws every part on every page without a renderer of parts, as the browser does', () => {
    drawn.menu = drawn.footer = 0;
    for (const { language, route } of pages(5)) renderToString(<Page language={language} route={route} />);
    expect(drawn).toEqual({ menu: 14, footer: 14 });
  });
});
