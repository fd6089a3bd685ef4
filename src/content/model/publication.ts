import type { BlogArticle } from '../../generated/content-types.ts';
import type { ArticleStatus } from '../../shared/content.ts';
import { itemSlug } from '../load/load-files.ts';
import { problemAt } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent } from '../schema/check-schemas.ts';

/**
 * Where an article stands on `today` (YYYY-MM-DD): a draft, scheduled (dated after today), or
 * published (no status) (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
 */
export function statusOn(article: Pick<BlogArticle, 'date' | 'draft'>, today: string): ArticleStatus | undefined {
  if (article.draft === true) return 'draft';
  return article.date > today ? 'scheduled' : undefined;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Today's date (YYYY-MM-DD) where the site is checked or built, in that machine's time zone (`TZ`).
 * `SITE_TODAY=2030-01-15` stands in for it: the tests set the day, and a build can be made as it
 * will be on a given day.
 */
export function today(environment: NodeJS.ProcessEnv = process.env): string {
  const given = environment.SITE_TODAY;
  if (given === undefined || given === '') {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  }
  const [, year, month, day] = isoDate.exec(given) ?? [];
  const date = new Date(`${given}T12:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCMonth() + 1 !== Number(month) || date.getUTCDate() !== Number(day))
    throw new Error(`SITE_TODAY="${given}" is not a date written year-month-day, such as 2030-01-15.`);
  return given;
}

/** A notice for each article dated after `today`, saying when the build will include it. */
export function scheduledArticles(content: CheckedContent, today: string): Problem[] {
  return [...content.items.values()]
    .flat()
    .flatMap(({ source, data }) =>
      statusOn(data, today) === 'scheduled'
        ? [
            problemAt(
              'scheduled-article',
              source,
              ['date'],
              `"${itemSlug(source)}" is dated ${data.date}: the build leaves it out until that day.`,
              `Nothing to fix: a build on or after ${data.date} publishes it; to publish it now, write today's date, ${today}.`,
            ),
          ]
        : [],
    );
}
