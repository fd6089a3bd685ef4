import { useTexts } from '../../i18n/use-texts.ts';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { Section } from '../../kit/Section.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './logo-wall.css';

/** A list of logos, each image described by the company's name; a linked logo is a link named by it. */
export function LogoWall({ block }: BlockProps<'logo-wall'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="logo-wall">
      <ul className="logo-wall__list" role="list">
        {block.logos.map((logo) => {
          const image = <ContentImage src={logo.image} alt={t(logo.name)} className="logo-wall__logo" />;
          return (
            <li key={logo.image} className="logo-wall__item">
              {logo.link ? (
                <SmartLink href={logo.link} className="logo-wall__link">
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
