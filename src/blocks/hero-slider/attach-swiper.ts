import Swiper from 'swiper';
import { Keyboard, Scrollbar } from 'swiper/modules';

export interface AttachedSwiper {
  slideTo(index: number): void;
  /** Moves `by` slides from the one Swiper is on or moving to, within the first and the last. */
  step(by: number): void;
  /** Detaches Swiper and removes the styles it set, leaving React's markup as it was. */
  detach(): void;
}

/**
 * Swiper's core, in its own chunk, takes over markup React has already painted: dragging, the
 * 300 ms transition, the draggable scrollbar and arrow keys (docs/BEHAVIOUR.md#hero-slider).
 * Buttons, labels and announcements stay React's, so they translate without remounting and cost no
 * Swiper module.
 */
export function attachSwiper(container: HTMLElement, scrollbar: HTMLElement, onChange: (index: number) => void): AttachedSwiper {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(container, {
    modules: [Scrollbar, Keyboard],
    speed: reducedMotion ? 0 : 300,
    slidesPerView: 1,
    loop: false,
    scrollbar: { el: scrollbar, draggable: true, hide: false },
    keyboard: { enabled: true, onlyInViewport: true },
    on: { slideChange: ({ activeIndex }) => onChange(activeIndex) },
  });
  return {
    slideTo: (index) => swiper.slideTo(index),
    step: (by) => swiper.slideTo(Math.min(Math.max(swiper.activeIndex + by, 0), swiper.slides.length - 1)),
    detach: () => swiper.destroy(true, true),
  };
}
