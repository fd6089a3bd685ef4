import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The home page's slider (docs/BEHAVIOUR.md#hero-slider), once Swiper has taken it over. */
async function liveSlider(page: Page) {
  await page.goto('/');
  const carousel = page.locator('.hero-carousel');
  // The first sign of interest fetches Swiper.
  await carousel.hover();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  const [previous, next] = [carousel.getByRole('button').first(), carousel.getByRole('button').last()];
  await expect(previous).toHaveAttribute('aria-label', 'This is the first slide');
  return { carousel, previous, next };
}

/** Where the slides have come to rest: the slide in view, by its position, once no transition runs. */
function restingSlide(carousel: Locator) {
  return carousel.evaluate(async (element) => {
    const wrapper = element.querySelector<HTMLElement>('.swiper-wrapper')!;
    await Promise.all(wrapper.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const slideWidth = element.querySelector<HTMLElement>('.swiper-slide')!.getBoundingClientRect().width;
    return Math.round((element.getBoundingClientRect().left - wrapper.getBoundingClientRect().left) / slideWidth);
  });
}

test('a press that comes before the last one has been drawn is not lost', async ({ page }) => {
  const { carousel, previous, next } = await liveSlider(page);
  // Both presses in one task: the second arrives before the page has been drawn again after the first.
  await carousel.evaluate((element) => {
    const [back, forward] = [...element.querySelectorAll<HTMLButtonElement>('.hero-carousel__button')];
    forward!.click();
    back!.click();
  });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  expect(await restingSlide(carousel)).toBe(0);
});

test('"Previous slide" pressed during the transition is honoured', async ({ page }) => {
  const { carousel, previous, next } = await liveSlider(page);
  // The transition slowed twentyfold, so that the second press surely lands in it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
  await next.click();
  await expect(previous).toHaveAttribute('aria-label', 'Previous slide');
  expect(await carousel.evaluate((element) => element.querySelector('.swiper-wrapper')!.getAnimations().length)).toBeGreaterThan(0);
  await previous.click();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-label', 'Next slide');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  expect(await restingSlide(carousel)).toBe(0);
});
