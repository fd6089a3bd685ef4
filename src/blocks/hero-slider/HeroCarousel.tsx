import { useEffect, useId, useRef, useState } from 'react';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { useUiText } from '../../i18n/use-ui-text.ts';
import type { Slide } from '../../generated/content-types.ts';
import type { AttachedSwiper } from './attach-swiper.ts';
import { HeroSlide } from './HeroSlide.tsx';

/** The two buttons: a step back and a step forward, each with its label at the end of the slides. */
const steps = [
  { by: -1, Icon: IconChevronLeft, label: 'common.slider.previous', endLabel: 'common.slider.first' },
  { by: 1, Icon: IconChevronRight, label: 'common.slider.next', endLabel: 'common.slider.last' },
] as const;

/**
 * The slider's full markup from the first paint (and in prerendered HTML): slides side by side,
 * controls and scrollbar in place, so nothing moves when Swiper's code arrives and takes over.
 * Follows the WAI-ARIA carousel pattern; slides out of view are inert.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const ui = useUiText();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const scrollbar = useRef<HTMLDivElement>(null);
  const swiper = useRef<AttachedSwiper | null>(null);
  const loading = useRef(false);
  const mounted = useRef(true);
  // What the visitor asked for before Swiper arrived: a slide to show, or where a swipe began.
  const requested = useRef<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      swiper.current?.detach();
      swiper.current = null;
      loading.current = false;
    };
  }, []);

  // Swiper is fetched at the first sign of interest (pointer over, focus in, touch), not with the
  // page: most visitors scroll past the slider, and its 23 KB would compete with the first screen.
  const loadSwiper = () => {
    if (loading.current) return;
    loading.current = true;
    import('./attach-swiper.ts').then(
      ({ attachSwiper }) => {
        if (!mounted.current || !container.current || !scrollbar.current) return;
        swiper.current = attachSwiper(container.current, scrollbar.current, setActive);
        if (requested.current !== null) swiper.current.slideTo(requested.current);
      },
      (error: unknown) => {
        loading.current = false;
        console.error('The slider could not load; the first slide stays on screen.', error);
      },
    );
  };

  /**
   * Moves `by` slides from the one the visitor is on: Swiper's own, once it runs, since `active` is
   * only what React has drawn, and a press can come before it has drawn the last change (during a
   * transition, or right after a slide changed outside React's events); before Swiper, the slide
   * asked for last. Every press counts (docs/BEHAVIOUR.md#hero-slider).
   */
  const step = (by: number) => {
    if (swiper.current) return swiper.current.step(by);
    const index = (requested.current ?? active) + by;
    if (index < 0 || index >= slides.length) return;
    requested.current = index;
    // A click the boot script held back is replayed without the pointer or focus that fetch Swiper.
    loadSwiper();
  };
  /** A swipe made while Swiper was still on its way still turns the slide. */
  const replaySwipe = (endX: number) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (swiper.current || start === null || Math.abs(endX - start) < 40) return;
    step(endX < start ? 1 : -1);
  };

  return (
    <div
      ref={container}
      className="swiper hero-carousel"
      aria-roledescription={ui('common.slider.carousel')}
      aria-labelledby={`${id}-0`}
      onPointerEnter={loadSwiper}
      onFocus={loadSwiper}
      onPointerDown={(event) => {
        loadSwiper();
        if (!swiper.current) swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => replaySwipe(event.clientX)}
    >
      <div className="swiper-wrapper" id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            className="swiper-slide"
            role="group"
            aria-roledescription={ui('common.slider.slide')}
            aria-label={`${index + 1} / ${slides.length}`}
          >
            <div inert={index !== active}>
              <HeroSlide slide={slide} first={index === 0} titleId={`${id}-${index}`} />
            </div>
          </div>
        ))}
      </div>
      <div className="hero-carousel__controls">
        <div ref={scrollbar} className="swiper-scrollbar hero-carousel__scrollbar">
          {/* Swiper reuses this thumb; drawn here, the scrollbar looks the same before it arrives. */}
          <div className="swiper-scrollbar-drag" style={{ width: `${100 / slides.length}%` }} />
        </div>
        {steps.map(({ by, Icon, endLabel, label }) => {
          const atEnd = by < 0 ? active === 0 : active === slides.length - 1;
          return (
            <button
              key={by}
              type="button"
              className="hero-carousel__button"
              aria-controls={`${id}-slides`}
              aria-disabled={atEnd}
              aria-label={ui(atEnd ? endLabel : label)}
              onClick={() => step(by)}
            >
              <Icon size={22} stroke={1.8} aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
