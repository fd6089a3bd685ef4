import { useTexts } from '../../i18n/use-texts.ts';
import { Icon } from '../../kit/Icon.tsx';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './text-section.css';

export function TextSection({ block, index }: BlockProps<'text-section'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tone={index % 2 === 0 ? 'plain' : 'muted'}>
      <div className="text-blocks">
        {block.items.map((item) => (
          <div key={item.title} className="text-block">
            {item.icon && (
              <span className="text-block__icon">
                <Icon name={item.icon} size={24} />
              </span>
            )}
            <h3 className="text-block__title">{t(item.title)}</h3>
            <FormattedText textKey={item.text} headingLevel={4} className="text-block__text" />
          </div>
        ))}
      </div>
    </Section>
  );
}
