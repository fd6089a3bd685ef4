import { useTexts } from '../../i18n/use-texts.ts';
import { Paragraphs } from '../../kit/Paragraphs.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './rich-text.css';

/** A heading and a long text in one column, as wide as reads well; its subheadings are h3 under the section's h2. */
export function RichText({ block }: BlockProps<'rich-text'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} className="rich-text">
      <Paragraphs text={t(block.body)} headingLevel={3} className="prose rich-text__body" />
    </Section>
  );
}
