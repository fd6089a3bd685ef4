import type { Nodes } from 'mdast';
import type { Page } from '../../generated/content-types.ts';
import { memberOf } from '../../shared/guards.ts';
import { problemAt } from '../parse/source-file.ts';
import type { Problem } from '../problem.ts';
import type { CheckedContent, CheckedFile } from '../schema/check-schemas.ts';
import { nearest } from '../suggest.ts';
import { breadcrumbTrail } from '../model/breadcrumbs.ts';
import type { ParsedTexts } from '../parse/markdown.ts';
import { checkLink, routeOfLink } from './links.ts';
import { refsOfKind } from './refs.ts';
import type { RouteIndex } from './routes.ts';

/** A page with an address of its own that links may lead to: neither the not-found page nor a collection's page (blog-details/:slug). */
const ownAddress = (route: string) => route !== '*' && !route.includes(':');

/**
 * How the pages reach each other (docs/BEHAVIOUR.md#linked-pages): a warning for a page no link
 * leads to, unless it says `unlisted: true`, and the `canonical:` each page names.
 */
export function checkPageLinks(content: CheckedContent, routes: RouteIndex, formatted: ParsedTexts): Problem[] {
  return [...unlinkedPages(content, routes, formatted), ...content.pages.flatMap((page) => canonicalProblems(page, content.pages))];
}

/** The address of every link of a formatted text, in order. */
const linksOfText = (node: Nodes): string[] => [
  ...(node.type === 'link' ? [node.url] : []),
  ...('children' in node ? node.children.flatMap((child) => linksOfText(child)) : []),
];

/**
 * Every route some page, or the menu or the footer on every page, links to: each link the schemas
 * mark as one (`contentRef: link`), wherever it stands, so that a new kind of link counts as soon as
 * its schema marks it; each link of a formatted text, in any language, where a field shows it; and
 * every page above each page in its breadcrumb. A page's links to itself do not count. Links the
 * content check refuses are left out.
 */
function linkedRoutes(content: CheckedContent, routes: RouteIndex, formatted: ParsedTexts): Set<string> {
  const linked = new Set<string>();
  const follow = (link: string, from: unknown) => {
    if (!link.startsWith('/') || !checkLink(link, routes).ok) return;
    const route = routeOfLink(link);
    if (route !== memberOf(from, 'route')) linked.add(route);
  };
  for (const { file, ref } of refsOfKind(content, 'link')) follow(ref.value, file.data);
  for (const { file, ref } of refsOfKind(content, 'text')) {
    if (!ref.formatting) continue;
    for (const texts of formatted.values()) {
      const text = texts.get(ref.value);
      if (text) for (const link of linksOfText(text)) follow(link, file.data);
    }
  }
  const byRoute = new Map(content.pages.map((page) => [page.data.route, page]));
  for (const page of content.pages) {
    for (const crumb of breadcrumbTrail(page.data, byRoute)) if (crumb.href) linked.add(routeOfLink(crumb.href));
  }
  return linked;
}

/** The pages with an address of their own, the home page aside, that no link leads to and that do not say `unlisted: true`. */
function unlinkedPages(content: CheckedContent, routes: RouteIndex, formatted: ParsedTexts): Problem[] {
  const linked = linkedRoutes(content, routes, formatted);
  return content.pages
    .filter(({ data }) => data.route !== '' && ownAddress(data.route) && !data.unlisted && !linked.has(data.route))
    .map((page) =>
      problemAt(
        'unlinked-page',
        page.source,
        ['route'],
        `No link leads to the page "/${page.data.route}": not the menu, the footer, nor any page. Visitors and search engines that follow links never find it.`,
        `Link to it from the page it belongs under, the menu or the footer (link: /${page.data.route}), or write "unlisted: true" in this file if visitors reach it from elsewhere.`,
      ),
    );
}

/** The page `page` names as its canonical one must exist, have an address, and not name another in turn. */
function canonicalProblems(page: CheckedFile<Page>, pages: readonly CheckedFile<Page>[]): Problem[] {
  const { canonical, route } = page.data;
  if (canonical === undefined) return [];
  const refuse = (message: string, hint: string) => [problemAt('invalid-canonical', page.source, ['canonical'], message, hint)];
  if (!ownAddress(route)) {
    const which = route === '*' ? 'The not-found page has no address' : `The page of a collection ("${route}") shows one article per address`;
    return refuse(`${which}: it cannot name a canonical page.`, 'Delete the "canonical:" line.');
  }
  const target = routeOfLink(canonical);
  if (target === route) return [];
  const named = pages.find((other) => other.data.route === target && ownAddress(target));
  if (!named) {
    const guess = nearest(
      canonical,
      pages.filter((other) => ownAddress(other.data.route)).map((other) => `/${other.data.route}`),
    );
    return refuse(
      `"${canonical}" is no page of this site: a canonical page must be one of its pages.`,
      guess ? `Did you mean "${guess}"?` : 'Write the route of the page that shows the same content (the "route:" line of its file in pages/).',
    );
  }
  const further = named.data.canonical === undefined ? undefined : routeOfLink(named.data.canonical);
  if (further !== undefined && further !== target) {
    return refuse(
      `"${canonical}" names "/${further}" as its own canonical page: search engines do not follow a chain of canonical pages.`,
      `Write "canonical: /${further}" here.`,
    );
  }
  return [];
}
