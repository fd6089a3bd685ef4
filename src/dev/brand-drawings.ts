/**
 * `npm start` only. The site's drawings are served in the brand's colours (docs/BEHAVIOUR.md#brand),
 * under their own addresses: once the brand's style sheet changes, the page's drawings (and the
 * favicon) are asked for again, under an address of their own, or the browser would show the ones
 * it holds, in the old colours.
 */
export function redrawDrawings(): void {
  const fresh = (address: string): string | undefined => {
    const url = new URL(address, location.href);
    if (url.origin !== location.origin || !url.pathname.endsWith('.svg')) return undefined;
    url.searchParams.set('brand', String(Date.now()));
    return url.href;
  };
  for (const image of document.querySelectorAll('img')) {
    const src = fresh(image.src);
    if (src) image.src = src;
  }
  for (const icon of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')) {
    const href = fresh(icon.href);
    if (href) icon.href = href;
  }
}

/** Whether a batch of Vite's updates holds the brand's style sheet (virtual:brand.css). */
export const updatesBrand = (updates: { path: string }[]): boolean => updates.some(({ path }) => path.includes('virtual:brand.css'));
