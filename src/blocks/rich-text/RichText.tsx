import { usePage } from '../../kit/page-context.ts';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './rich-text.css';

/**
 * A heading and a long text in one column, as wide as reads well; its subheadings are h3 under the
 * section's h2. Right after another such section (the chapters of a legal page) it starts closer,
 * so that the page reads as one document.
 */
export function RichText({ block, index }: BlockProps<'rich-text'>) {
  const continued = usePage().blocks[index - 1]?.type === 'rich-text';
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} className={continued ? 'rich-text rich-text--continued' : 'rich-text'}>
      <FormattedText textKey={block.body} headingLevel={3} className="prose rich-text__body" />
    </Section>
  );
}
