import { useTexts } from '../../i18n/use-texts.ts';
import { ActionButtons } from '../../kit/ActionButtons.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './media-text.css';

export function MediaText({ block, onFirstScreen }: BlockProps<'media-text'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} className={`media-text media-text--image-${block.imagePosition ?? 'start'}`}>
      <div className="media-text__grid">
        {block.image && (
          <figure className="media-text__media">
            <ContentImage src={block.image} alt={block.imageAlt ? t(block.imageAlt) : ''} priority={onFirstScreen} focus={block.imageFocus} />
            {block.badge && (
              <figcaption className="media-text__badge">
                <strong>{block.badge.value}</strong>
                <span>{t(block.badge.label)}</span>
              </figcaption>
            )}
          </figure>
        )}
        <div className="media-text__body">
          <FormattedText textKey={block.text} className="prose" />
          {block.action && <ActionButtons actions={[block.action]} />}
        </div>
      </div>
    </Section>
  );
}
