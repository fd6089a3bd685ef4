import { useCallback, useEffect, useId, useState } from 'react';
import type { DevSourceMap, PageSources } from '../../shared/dev-server.ts';
import type { EditModeSite } from '../protocol.ts';
import { pageTexts, type PageText } from './inspect.ts';
import { getText } from './requests.ts';
import { sectionName, typeOf } from './sections.ts';
import { useRead } from './use-read.ts';

interface Props {
  map: DevSourceMap;
  site: EditModeSite | undefined;
  /** Opens "Edit text" for `key`; `text`, the text on the page when it is drawn there, else the list's button gets the focus back. */
  onOpen: (key: string, text: PageText | undefined, button: HTMLElement) => void;
}

/**
 * "Texts of this page" (docs/BEHAVIOUR.md#editing-on-the-page): every text of the page on screen
 * in the panel, section by section, those that draw nothing included (a closed question's answer),
 * and first the page's own that no section shows (its description, an article's teaser). Each opens "Edit text".
 */
export function PageTexts({ map, site, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  const list = useId();
  return (
    <div className="dev-page-texts">
      <button type="button" className="dev-button" aria-expanded={open} aria-controls={list} onClick={() => setOpen(!open)}>
        Texts of this page
      </button>
      <div id={list} hidden={!open}>
        {open && <TextList map={map} site={site} onOpen={onOpen} />}
      </div>
    </div>
  );
}

function TextList({ map, site, onOpen }: Props) {
  const page = usePageElement();
  const route = page?.getAttribute('data-dev-page') ?? undefined;
  const sources = route === undefined ? undefined : map.pages[route];
  if (!page || route === undefined || !sources) return <p>No page is on screen.</p>;
  const texts = pageTexts(page);
  const onPage = new Set(texts.map((text) => text.mark.key));
  const own = pageOwnKeys(sources).filter((key) => !onPage.has(key));
  const sections = sources.blocks.map((_, index) => ({ index, texts: texts.filter((text) => text.section === index) }));
  return (
    <div className="dev-page-texts__groups">
      {own.length > 0 && (
        <TextGroup name="The page itself">
          {own.map((key) => (
            <li key={key}>
              <OwnText textKey={key} onOpen={(button) => onOpen(key, undefined, button)} />
            </li>
          ))}
        </TextGroup>
      )}
      {sections.map(
        (section) =>
          section.texts.length > 0 && (
            <TextGroup key={section.index} name={capitalised(sectionName(section.index, typeOf(map, route, section.index), site))}>
              {section.texts.map((text) => (
                <li key={`${text.mark.language}:${text.mark.key}`}>
                  <TextButton excerpt={text.excerpt} shown={text.shown} onClick={(button) => onOpen(text.mark.key, text.shown ? text : undefined, button)} />
                </li>
              ))}
            </TextGroup>
          ),
      )}
    </div>
  );
}

function TextGroup({ name, children }: { name: string; children: React.ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="dev-page-texts__group">
      <h2 id={heading} className="dev-page-texts__heading">
        {name}
      </h2>
      <ul className="dev-page-texts__list">{children}</ul>
    </section>
  );
}

function TextButton({ excerpt, shown, onClick }: { excerpt: string; shown: boolean; onClick: (button: HTMLElement) => void }) {
  return (
    <button type="button" className="dev-page-texts__text" aria-haspopup="dialog" onClick={(event) => onClick(event.currentTarget)}>
      {excerpt || '(empty)'}
      {!shown && <span className="dev-flag dev-page-texts__hidden"> not shown</span>}
    </button>
  );
}

/** A text of the page that no section draws: read from the server, in the language on screen. */
function OwnText({ textKey, onOpen }: { textKey: string; onOpen: (button: HTMLElement) => void }) {
  const { data } = useRead(useCallback(() => getText(textKey), [textKey]));
  const language = document.documentElement.lang;
  const value = data?.languages.find((entry) => entry.code === language)?.value ?? data?.languages[0]?.value ?? textKey;
  return <TextButton excerpt={value.length > 80 ? `${value.slice(0, 77)}…` : value} shown={false} onClick={onOpen} />;
}

/** The keys the page's file (or the article's own) names outside its sections: the title, the description, an article's teaser. */
function pageOwnKeys(sources: PageSources): string[] {
  const firstBlock = sources.blocks[0]?.line ?? Infinity;
  return Object.entries(sources.uses)
    .filter(([, places]) => places.some((place) => place.file !== sources.file || place.line < firstBlock))
    .map(([key]) => key);
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The page on screen, found again whenever the page changes (another page, a save drawn in place). */
function usePageElement(): Element | null {
  const [page, setPage] = useState<Element | null>(() => document.querySelector('[data-dev-page]'));
  const [, redraw] = useState(0);
  useEffect(() => {
    let frame = 0;
    const changes = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setPage(document.querySelector('[data-dev-page]'));
        redraw((n) => n + 1);
      });
    });
    changes.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
    };
  }, []);
  return page;
}
