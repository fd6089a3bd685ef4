import type { BlockProps } from '../../renderer/block-props.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HeroSlide } from './HeroSlide.tsx';
import './hero-slider.css';

/** The page's opening: one slide as it is, or a carousel when YAML gives several. */
export function HeroSlider({ block }: BlockProps<'hero-slider'>) {
  const [first] = block.slides;
  return (
    <section className="hero">
      <div className="container">{block.slides.length > 1 ? <HeroCarousel slides={block.slides} /> : first && <HeroSlide slide={first} first />}</div>
    </section>
  );
}
