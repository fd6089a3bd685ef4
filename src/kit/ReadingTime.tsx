import { useTexts } from '../i18n/use-texts.ts';
import { useUiText } from '../i18n/use-ui-text.ts';

/** How long an article takes to read in the page's language ("5 min read", "5 min de lectura"), worked out by the build (docs/BEHAVIOUR.md#blog-articles). */
export function ReadingTime({ minutes, className }: { minutes: Record<string, number>; className?: string }) {
  const { i18n } = useTexts();
  const ui = useUiText();
  const value = minutes[i18n.language];
  return value === undefined ? null : <span className={className}>{ui('common.blog.readingTime', { minutes: value })}</span>;
}
