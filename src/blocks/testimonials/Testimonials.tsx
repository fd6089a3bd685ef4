import IconQuote from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './testimonials.css';

/**
 * Each quote is a <figure>: the words in a <blockquote>, who said them in its <figcaption>, so
 * assistive technology reads them as one quotation with its source.
 */
export function Testimonials({ block }: BlockProps<'testimonials'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tone="muted" className="testimonials">
      <ul className="testimonials__list" role="list">
        {block.items.map((item) => (
          <li key={item.quote}>
            <figure className="testimonial">
              <IconQuote size={36} stroke={1.5} aria-hidden="true" focusable="false" className="testimonial__mark" />
              <blockquote className="testimonial__quote">
                <FormattedText textKey={item.quote} className="testimonial__text" />
              </blockquote>
              <figcaption className="testimonial__source">
                {item.photo && <ContentImage src={item.photo} alt="" className="testimonial__photo" />}
                <span className="testimonial__who">
                  <span className="testimonial__name">{t(item.name)}</span>
                  <span className="testimonial__role">
                    {t(item.role)}, {t(item.company)}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
