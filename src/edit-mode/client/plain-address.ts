/**
 * A page's address as an editor types it, made into one the site takes (docs/EDITING.md#page-settings):
 * "Careers" is careers, "/company/" is company, "Our team" is our-team. Pure.
 */
export const plainAddress = (typed: string): string =>
  typed
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');

/** Lowercase words joined by '-', '/' between them: the addresses a page can move to (src/routing/new-addresses.ts). */
const pageAddress = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** What is wrong with `address` (as plainAddress made it) for the page now at `current`; undefined when nothing is. */
export const addressMistake = (address: string, current: string, taken: readonly string[]): string | undefined =>
  address === current ? undefined : newAddressMistake(address, taken);

/** What is wrong with `address` (as plainAddress made it) for a new page; undefined when nothing is. */
export function newAddressMistake(address: string, taken: readonly string[]): string | undefined {
  if (address === '') return 'Write the page’s address, such as careers.';
  if (!pageAddress.test(address))
    return `“${address}” cannot be an address: use letters without accents, digits and “-”, and “/” for a page under another, such as careers or company/team.`;
  return taken.includes(address) ? `Another page is at /${address} already: choose another address.` : undefined;
}

/**
 * The address of a new article, made from its title (docs/EDITING.md#edit-on-the-page): "Día de
 * campo: 2026" is dia-de-campo-2026. Pure.
 */
export const addressFromTitle = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
