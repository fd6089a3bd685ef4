import { useEffect, useState, type ComponentType } from 'react';
import type { BlockProps } from '../types.ts';
import { HeroSlide } from './HeroSlide.tsx';
import type { HeroCarouselProps } from './HeroCarousel.tsx';
import './hero-slider.css';

/**
 * Paints the first slide as plain markup at once (and without a browser), then swaps in the
 * Swiper carousel once its code, a separate chunk, has arrived. A single slide never loads Swiper.
 */
export function HeroSlider({ block }: BlockProps<'hero-slider'>) {
  const [Carousel, setCarousel] = useState<ComponentType<HeroCarouselProps> | null>(null);
  const slides = block.slides;

  useEffect(() => {
    if (slides.length < 2) return;
    let active = true;
    import('./HeroCarousel.tsx').then(
      (module) => active && setCarousel(() => module.HeroCarousel),
      (error: unknown) => console.error('The slider could not load; the first slide stays on screen.', error),
    );
    return () => {
      active = false;
    };
  }, [slides.length]);

  return (
    <section className="hero">
      <div className="container">
        {Carousel ? (
          <Carousel slides={slides} />
        ) : (
          // Reserves the carousel's control bar, so nothing moves when Swiper takes over.
          <div className={slides.length > 1 ? 'hero-carousel-placeholder' : undefined}>
            <HeroSlide slide={slides[0]!} first />
          </div>
        )}
      </div>
    </section>
  );
}
