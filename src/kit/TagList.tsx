import { useTexts } from '../i18n/use-texts.ts';
import type { TagSummary } from '../shared/content.ts';
import { PageLink } from './PageLink.tsx';
import './tags.css';

interface TagListProps {
  /** The tags, in order; a tag without a page of its own shows as its name alone. */
  tags: readonly TagSummary[];
  /** Names the list for assistive technology. */
  label: string;
  /** A first entry that leads to every article: its route and its text key. */
  all?: { route: string; label: string };
  /** The route of the page on screen, marked `aria-current="page"` in the list. */
  current?: string;
  /** The entry (a tag's id, or '' for every article) whose list is on screen, on any of its pages: drawn as chosen. */
  chosen?: string;
}

/** Tags as links to their pages (docs/BEHAVIOUR.md#blog-articles). */
export function TagList({ tags, label, all, current, chosen }: TagListProps) {
  const { t } = useTexts();
  const entries = [...(all ? [{ id: '', label: all.label, route: all.route }] : []), ...tags];
  return (
    <nav aria-label={label} className="tag-list">
      <ul role="list">
        {entries.map(({ id, label: name, route }) => (
          <li key={id}>
            {route === undefined ? (
              <span className="tag">{t(name)}</span>
            ) : (
              <PageLink to={`/${route}`} className={id === chosen ? 'tag tag--chosen' : 'tag'} aria-current={route === current ? 'page' : undefined}>
                {t(name)}
              </PageLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
