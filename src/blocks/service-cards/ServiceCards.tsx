import { useTexts } from '../../i18n/use-texts.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { Icon } from '../../kit/Icon.tsx';
import { Section } from '../../kit/Section.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './service-cards.css';

export function ServiceCards({ block }: BlockProps<'service-cards'>) {
  const { t } = useTexts();
  const ui = useUiText();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tone="muted">
      <ul className="card-grid" role="list">
        {block.cards.map((card) => (
          <li key={card.title} className="service-card">
            <span className="service-card__icon">
              <Icon name={card.icon} />
            </span>
            <h3 className="service-card__title">{t(card.title)}</h3>
            <p className="service-card__text">{t(card.text)}</p>
            <SmartLink href={card.link} className="service-card__link">
              {ui('common.readMore')}
              <span className="visually-hidden">: {t(card.title)}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
