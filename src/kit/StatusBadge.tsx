import type { ArticleSummary } from '../shared/content.ts';

/**
 * `npm start` only: marks a draft ("Draft") or an article dated after today ("Scheduled: <date>")
 * where it is listed and on its page (docs/BEHAVIOUR.md#drafts-and-scheduled-articles). In English,
 * as the development server's other tools; styled by src/dev/dev.css. The build has no such
 * article, and carries none of this.
 */
export function StatusBadge({ article }: { article: Pick<ArticleSummary, 'status' | 'date'> }) {
  if (!import.meta.env.DEV || !article.status) return null;
  return (
    <span className={`status-badge status-badge--${article.status}`} lang="en">
      {article.status === 'draft' ? 'Draft' : `Scheduled: ${article.date}`}
    </span>
  );
}
