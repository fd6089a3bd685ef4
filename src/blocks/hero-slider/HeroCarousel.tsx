import { useEffect, useId, useRef, useState, type RefObject } from 'react';
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
 * Swiper, fetched at the first sign of interest (pointer over, focus in, touch), not with the page:
 * most visitors scroll past the slider, and its 23 KB would compete with the first screen. Once it
 * runs it shows the slide asked for before it arrived (`requested`), and tells the slide on screen.
 */
function useLazySwiper(
  container: RefObject<HTMLDivElement | null>,
  scrollbar: RefObject<HTMLDivElement | null>,
  requested: RefObject<number | null>,
  onSlide: (index: number) => void,
) {
  const swiper = useRef<AttachedSwiper | null>(null);
  const loading = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      swiper.current?.detach();
      swiper.current = null;
      loading.current = false;
    };
  }, []);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./attach-swiper.ts').then(
      ({ attachSwiper }) => {
        if (!mounted.current || !container.current || !scrollbar.current) return;
        swiper.current = attachSwiper(container.current, scrollbar.current, onSlide);
        if (requested.current !== null) swiper.current.slideTo(requested.current);
      },
      (error: unknown) => {
        loading.current = false;
        console.error('The slider could not load; the first slide stays on screen.', error);
      },
    );
  };
  return { swiper, load };
}

/**
 * How the slider moves: `step` moves `by` slides from the one the visitor is on: Swiper's own, once
 * it runs, since `active` is only what React has drawn, and a press can come before it has drawn
 * the last change (during a transition, or right after a slide changed outside React's events);
 * before Swiper, the slide asked for last. Every press counts (docs/BEHAVIOUR.md#hero-slider). A
 * swipe made while Swiper was still on its way still turns the slide.
 */
function useSlideSteps(
  count: number,
  active: number,
  container: RefObject<HTMLDivElement | null>,
  scrollbar: RefObject<HTMLDivElement | null>,
  onSlide: (index: number) => void,
) {
  // What the visitor asked for before Swiper arrived: a slide to show, or where a swipe began.
  const requested = useRef<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  const { swiper, load } = useLazySwiper(container, scrollbar, requested, onSlide);

  const step = (by: number) => {
    if (swiper.current) return swiper.current.step(by);
    const index = (requested.current ?? active) + by;
    if (index < 0 || index >= count) return;
    requested.current = index;
    // A click the boot script held back is replayed without the pointer or focus that fetch Swiper.
    load();
  };
  const startSwipe = (x: number) => {
    load();
    if (!swiper.current) swipeStart.current = x;
  };
  const endSwipe = (x: number) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (swiper.current || start === null || Math.abs(x - start) < 40) return;
    step(x < start ? 1 : -1);
  };
  return { load, step, startSwipe, endSwipe };
}

/**
 * The slider's full markup from the first paint (and in prerendered HTML): slides side by side,
 * controls and scrollbar in place, so nothing moves when Swiper's code arrives and takes over.
 * Follows the WAI-ARIA carousel pattern (a region named by its first slide's headline); slides out
 * of view are inert.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const ui = useUiText();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const scrollbar = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { load, step, startSwipe, endSwipe } = useSlideSteps(slides.length, active, container, scrollbar, setActive);

  return (
    // The region's handlers fetch Swiper early and replay a swipe made before it ran: every action is also a button.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={container}
      className="swiper hero-carousel"
      role="region"
      aria-roledescription={ui('common.slider.carousel')}
      aria-labelledby={`${id}-0`}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => startSwipe(event.clientX)}
      onPointerUp={(event) => endSwipe(event.clientX)}
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
      <CarouselControls slides={slides.length} active={active} controls={`${id}-slides`} scrollbar={scrollbar} onStep={step} />
    </div>
  );
}

interface ControlsProps {
  slides: number;
  active: number;
  /** The id of the slides' list the buttons move. */
  controls: string;
  scrollbar: RefObject<HTMLDivElement | null>;
  onStep: (by: number) => void;
}

/** The scrollbar and the two buttons, each labelled for what it does, or for being at the end. */
function CarouselControls({ slides, active, controls, scrollbar, onStep }: ControlsProps) {
  const ui = useUiText();
  return (
    <div className="hero-carousel__controls">
      <div ref={scrollbar} className="swiper-scrollbar hero-carousel__scrollbar">
        {/* Swiper reuses this thumb; drawn here, the scrollbar looks the same before it arrives. */}
        <div className="swiper-scrollbar-drag" style={{ width: `${100 / slides}%` }} />
      </div>
      {steps.map(({ by, Icon, endLabel, label }) => {
        const atEnd = by < 0 ? active === 0 : active === slides - 1;
        return (
          <button
            key={by}
            type="button"
            className="hero-carousel__button"
            aria-controls={controls}
            aria-disabled={atEnd}
            aria-label={ui(atEnd ? endLabel : label)}
            onClick={() => onStep(by)}
          >
            <Icon size={22} stroke={1.8} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
