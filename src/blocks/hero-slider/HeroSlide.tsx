import { useTexts } from '../../i18n/use-texts.ts';
import type { Slide } from '../../generated/content-types.ts';
import { ActionButtons } from '../../kit/ActionButtons.tsx';
import { ContentImage } from '../../kit/ContentImage.tsx';

/** One slide's content. The first slide's headline is the page's h1, the others are h2. */
export function HeroSlide({ slide, first, titleId }: { slide: Slide; first: boolean; titleId?: string }) {
  const { t } = useTexts();
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="hero-slide">
      <div className="hero-slide__text">
        {slide.eyebrow && <p className="eyebrow">{t(slide.eyebrow)}</p>}
        <Heading className="hero-slide__title" id={titleId}>
          {t(slide.title)}
        </Heading>
        <p className="hero-slide__lead">{t(slide.text)}</p>
        <ActionButtons actions={slide.actions} />
      </div>
      {slide.image && (
        <div className="hero-slide__media">
          <ContentImage src={slide.image} alt="" priority={first} />
        </div>
      )}
    </div>
  );
}
