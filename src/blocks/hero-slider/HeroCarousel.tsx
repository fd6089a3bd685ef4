import { useTranslation } from 'react-i18next';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { A11y, Keyboard, Navigation, Scrollbar } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/scrollbar';
import type { Slide } from '../../generated/content-types.ts';
import { HeroSlide } from './HeroSlide.tsx';

export interface HeroCarouselProps {
  slides: Slide[];
}

/** SPEC §9: speed 300 ms, one slide per view, navigation, draggable scrollbar, no loop. */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const { i18n } = useTranslation();
  const ui = useUiText();
  return (
    <Swiper
      // Swiper does not watch a11y messages: remount it when the language changes.
      key={i18n.language}
      modules={[Navigation, Scrollbar, A11y, Keyboard]}
      // SPEC §9's 300 ms, or no animation for visitors who ask for reduced motion.
      speed={window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300}
      slidesPerView={1}
      loop={false}
      navigation
      scrollbar={{ draggable: true, hide: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: ui('common.slider.previous'),
        nextSlideMessage: ui('common.slider.next'),
        firstSlideMessage: ui('common.slider.first'),
        lastSlideMessage: ui('common.slider.last'),
        // Swiper fills these placeholders itself; "2 / 3" reads the same in every language.
        slideLabelMessage: '{{index}} / {{slidesLength}}',
        containerRoleDescriptionMessage: ui('common.slider.carousel'),
        itemRoleDescriptionMessage: ui('common.slider.slide'),
      }}
      className="hero-carousel"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.title}>
          {/* Slides out of view are inert: Tab goes from the visible slide to the controls, not into hidden ones. */}
          {({ isActive }) => (
            <div inert={!isActive}>
              <HeroSlide slide={slide} first={index === 0} />
            </div>
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
