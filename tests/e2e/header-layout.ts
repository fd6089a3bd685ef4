import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { projectRoot } from '../support/site-copy.ts';

export const [narrowest, widest] = [320, 2560];
/** Where menus wrapped: a line across the desktop range, every 40 px. */
const [desktopFrom, desktopTo] = [1280, 1920];

/** Every width the stylesheets switch at (the last pixel before and the first after), from src/. */
function breakpoints(): number[] {
  const source = join(projectRoot, 'src');
  const css = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(source, file), 'utf8'))
    .join('\n');
  return [...css.matchAll(/\((?:min|max)-width:\s*([\d.]+)(rem|px)\)/g)].flatMap(([, value, unit]) => {
    const edge = Math.ceil(Number(value) * (unit === 'rem' ? 16 : 1));
    return [edge - 1, edge];
  });
}

const every40 = (from: number, to: number) => Array.from({ length: (to - from) / 40 + 1 }, (_, i) => from + i * 40);
/** Common screens from the narrowest phone to the widest, every 40 px up to the desktop range's end, and both sides of every breakpoint. */
export const widths = [...new Set([...every40(narrowest, desktopFrom), ...every40(desktopFrom, desktopTo), 390, 768, 1024, 2240, widest, ...breakpoints()])]
  .filter((width) => width >= narrowest && width <= widest)
  .sort((a, b) => a - b);

interface Item {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The header's items as drawn: the logo, each menu entry, each language button, every other button
 * or link. An item's area is its box plus whatever of its content overflows the box: a squeezed
 * logo keeps a box clear of its neighbours while its name runs on underneath them.
 */
function headerItems(page: Page): Promise<Item[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.site-header__inner')!;
    const brand = bar.querySelector('.brand');
    const controls = [...bar.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => !brand?.contains(element));
    return (
      [...(brand ? [brand] : []), ...controls]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // What the header hides (an entry that waits under "More") is not drawn.
        .filter(({ element, box }) => box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map(({ element, box }) => ({
          name: element === brand ? 'the logo' : `"${(element.textContent || element.getAttribute('aria-label') || element.tagName).trim()}"`,
          left: box.left,
          right: box.right + Math.max(0, element.scrollWidth - element.clientWidth),
          top: box.top,
          bottom: box.bottom + Math.max(0, element.scrollHeight - element.clientHeight),
        }))
    );
  });
}

/** What is wrong with the header's layout: items drawn over each other, outside the window, or below its one line. */
function layoutProblems(items: Item[], width: number): string[] {
  const problems: string[] = [];
  // One line: every item beside the logo (the first item), its box level with the logo's somewhere.
  const [logo] = items;
  items.forEach((item, index) => {
    if (logo && index > 0 && (item.top >= logo.bottom - 0.5 || item.bottom <= logo.top + 0.5))
      problems.push(
        `${item.name} is on another line than the logo (${Math.round(item.top)}–${Math.round(item.bottom)} px from the top, the logo ${Math.round(logo.top)}–${Math.round(logo.bottom)} px)`,
      );
    if (item.left < 0 || item.right > width) problems.push(`${item.name} sticks out of the window (${Math.round(item.left)}–${Math.round(item.right)} px)`);
    for (const other of items.slice(index + 1)) {
      const overlapX = Math.min(item.right, other.right) - Math.max(item.left, other.left);
      const overlapY = Math.min(item.bottom, other.bottom) - Math.max(item.top, other.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`${item.name} overlaps ${other.name} by ${Math.round(overlapX)} px`);
    }
  });
  return problems;
}

/** The menu measures what fits once a new width is laid out, and draws that in the next frame: two frames later. */
export const laidOut = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));

/**
 * Resizes the window through `widths` and reports, per width, the header's items that overlap,
 * leave the window or wrap ("1280 px in Español: "Contacto" is on another line than the logo…").
 */
export async function headerProblemsAcrossWidths(page: Page, context: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // The menu measures what fits and draws again, a frame or more after the resize (more on a busy
    // machine): what counts is where it settles, looked at for up to a second.
    let found: string[] = [];
    for (let look = 0; look < 20; look++) {
      await laidOut(page);
      const items = await headerItems(page);
      found = [...(items.length < 2 ? [`only ${items.length} item found in the header`] : []), ...layoutProblems(items, width)];
      if (found.length === 0) break;
    }
    problems.push(...found.map((problem) => `${width} px in ${context}: ${problem}`));
  }
  return problems;
}
