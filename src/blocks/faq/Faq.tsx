import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useTexts } from '../../i18n/use-texts.ts';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './faq.css';

/**
 * Each question is the <summary> of a <details> (docs/BEHAVIOUR.md#questions-and-answers): the
 * browser opens and closes it with the mouse, Enter or Space, and tells screen readers whether it is
 * expanded, even before the app has started. The app never sets `open`, so what the visitor opened
 * stays open when the language changes.
 */
export function Faq({ block }: BlockProps<'faq'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="faq">
      <div className="faq__list">
        {block.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">
              <span>{t(item.question)}</span>
              <IconChevronDown size={22} stroke={2} aria-hidden="true" focusable="false" className="faq__icon" />
            </summary>
            <FormattedText textKey={item.answer} className="prose faq__answer" />
          </details>
        ))}
      </div>
    </Section>
  );
}
