import { useTexts } from '../i18n/use-texts.ts';

/**
 * One formatter per language: making one costs far more than formatting a date, and the build draws
 * every date of every list page and article (thousands on a large site).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format;
}

/** A publication date in the page's language ("18 March 2024", "18 de marzo de 2024"). */
export function ArticleDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTexts();
  // Noon UTC keeps the calendar day the same in every time zone.
  const formatted = dateFormat(i18n.language).format(new Date(`${date}T12:00:00Z`));
  return (
    <time dateTime={date} className={className}>
      {formatted}
    </time>
  );
}
