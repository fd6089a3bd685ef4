import { useTexts } from '../i18n/use-texts.ts';

/** A publication date in the page's language ("18 March 2024", "18 de marzo de 2024"). */
export function ArticleDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTexts();
  // Noon UTC keeps the calendar day the same in every time zone.
  const formatted = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return (
    <time dateTime={date} className={className}>
      {formatted}
    </time>
  );
}
