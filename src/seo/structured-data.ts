import type {
  Answer,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  LocalBusiness,
  Organization,
  OrganizationLeaf,
  Person,
  PostalAddress,
  Question,
  WebSite,
} from 'schema-dts';
import { routeOf } from '../routing/resolve-route.ts';
import type { ArticleData, PageData, SiteData } from '../shared/content.ts';
import { plainText } from '../shared/formatted-text.ts';
import type { Translate } from '../shared/page-title.ts';
import { publicUrl, type HeadTag } from './head.ts';

/**
 * What each page tells search engines as schema.org structured data (JSON-LD), in its language
 * (docs/BEHAVIOUR.md#structured-data): the home page the organisation, its offices and the website;
 * a page that shows its breadcrumb the trail; an article the article; a page whose blocks declare
 * questions and answers (block-traits.ts) those. A page that was not found tells nothing.
 *
 * What needs a full address (the website, the trail, an article's picture and address, the web
 * address of the organisation and its offices, the logo) is left out without site.yaml's url.
 */

export type StructuredDataSite = Pick<SiteData, 'company' | 'routing' | 'url' | 'languages' | 'contact' | 'offices' | 'footer'>;

/** The picture the header draws before the company name (src/app/Header.tsx), the organisation's logo. */
const logo = 'images/logo-mark.svg';

/** One page, as the build renders it. */
interface Described {
  page: PageData;
  /**
   * The route whose address stands for the page, as its head's canonical link gives it: the page its
   * file names as canonical, else the route shown (an article's own, `articles/first-steps`, not its
   * collection's, `articles/:slug`).
   */
  indexed: string;
  language: string;
  t: Translate;
  site: StructuredDataSite;
}

/** A node's identifier, by which others refer to it: a full address, none without site.yaml's url. */
const idOf = (site: StructuredDataSite, name: string) => (site.url ? { '@id': `${site.url}/#${name}` } : {});

const postalAddress = (lines: readonly string[]): PostalAddress => ({ '@type': 'PostalAddress', streetAddress: lines.join(', ') });

/** The organisation as other nodes name it: the author and publisher of an article, the parent of an office. */
function organisationReference({ site, language }: Described): OrganizationLeaf {
  const home = publicUrl('', language, site);
  return { '@type': 'Organization', ...idOf(site, 'organization'), name: site.company.name, ...(home ? { url: home } : {}) };
}

/** The company: its name, address, contact point, logo and profiles (the footer's social links). */
function organisation(described: Described): OrganizationLeaf {
  const { site, t } = described;
  const { phone, email, address } = site.contact;
  const profiles = site.footer.social.map((profile) => profile.url).filter((url) => /^https?:\/\//i.test(url));
  return {
    ...organisationReference(described),
    ...(site.url ? { logo: `${site.url}/${logo}` } : {}),
    description: t(site.footer.about.text),
    email,
    telephone: phone,
    address: postalAddress(address),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: phone,
      email,
      availableLanguage: site.languages.available.map((available) => available.code),
    },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** Each office of site.yaml, a business of the organisation at its own address. */
function offices(described: Described): LocalBusiness[] {
  const { site, t, language } = described;
  const home = publicUrl('', language, site);
  return site.offices.map((office, index): LocalBusiness => ({
    '@type': 'LocalBusiness',
    ...idOf(site, `office-${index + 1}`),
    name: `${site.company.name} · ${t(office.name)}`,
    address: postalAddress(office.address),
    telephone: office.phone,
    email: office.emails.length === 1 ? office.emails[0] : office.emails,
    ...(home ? { url: home } : {}),
    parentOrganization: organisationReference(described),
  }));
}

/** The site itself, by its home page in this language. */
function website(described: Described): WebSite[] {
  const { site, language } = described;
  const home = publicUrl('', language, site);
  if (!home) return [];
  return [
    { '@type': 'WebSite', ...idOf(site, 'website'), name: site.company.name, url: home, inLanguage: language, publisher: organisationReference(described) },
  ];
}

/** The trail the page shows, each entry with its full address (the last one the page's, as its canonical link gives it). */
function breadcrumbList({ page, indexed, language, t, site }: Described): BreadcrumbList[] {
  if (!page.structuredData?.breadcrumb || !site.url) return [];
  const itemListElement = page.breadcrumb.map((crumb, index) => ({
    '@type': 'ListItem' as const,
    position: index + 1,
    name: t(crumb.label, crumb.values),
    item: publicUrl(crumb.href === undefined ? indexed : routeOf(crumb.href), language, site)!,
  }));
  return [{ '@type': 'BreadcrumbList', itemListElement }];
}

/**
 * An article's authors as site.yaml declares them (docs/BEHAVIOUR.md#blog-articles): each a person
 * with their role and photo; the organisation when the article names none.
 */
function authorsOf(article: ArticleData, described: Described): (Person | Organization)[] {
  const { t, site } = described;
  const people = (article.authors ?? []).map((author): Person => ({
    '@type': 'Person',
    name: author.name,
    ...(author.role ? { jobTitle: t(author.role) } : {}),
    ...(author.photo && site.url ? { image: `${site.url}/${author.photo}` } : {}),
  }));
  return people.length > 0 ? people : [organisationReference(described)];
}

/** The article the page shows: its headline, dates, picture, authors and address. */
function blogPosting(described: Described): BlogPosting[] {
  const { page, indexed, language, t, site } = described;
  const article = page.item;
  if (!article) return [];
  const address = publicUrl(indexed, language, site);
  const keywords = (article.tags ?? []).map((tag) => t(tag.label));
  const posting: BlogPosting = {
    '@type': 'BlogPosting',
    headline: t(article.title),
    description: t(article.teaser),
    datePublished: article.date,
    ...(article.updated ? { dateModified: article.updated } : {}),
    ...(site.url ? { image: [`${site.url}/${article.image}`] } : {}),
    author: authorsOf(article, described),
    publisher: { ...organisationReference(described), ...(site.url ? { logo: `${site.url}/${logo}` } : {}) },
    inLanguage: language,
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(address ? { url: address, mainEntityOfPage: { '@type': 'WebPage', '@id': address } } : {}),
  };
  return [posting];
}

/** The questions and answers the page's blocks show. */
function faqPage({ page, t }: Described): FAQPage[] {
  const questions = page.structuredData?.faq ?? [];
  if (questions.length === 0) return [];
  // An answer may be a formatted text: search engines get its words, as plain text.
  const textOf = (key: string) => {
    const formatted = page.formatted?.[key];
    return formatted ? plainText(formatted) : t(key);
  };
  const mainEntity = questions.map(({ name, text }): Question => ({
    '@type': 'Question',
    name: textOf(name),
    acceptedAnswer: { '@type': 'Answer', text: textOf(text) } satisfies Answer,
  }));
  return [{ '@type': 'FAQPage', mainEntity }];
}

/** Everything the page tells search engines as structured data; nothing for a page that was not found. */
export function structuredData(page: PageData, route: string, language: string, t: Translate, site: StructuredDataSite): Graph | null {
  if (page.route === '*' || page.item === null) return null;
  const described: Described = { page, indexed: page.canonical ?? route, language, t, site };
  const home = route === '' ? [organisation(described), ...offices(described), ...website(described)] : [];
  const graph = [...home, ...breadcrumbList(described), ...blogPosting(described), ...faqPage(described)];
  return graph.length > 0 ? { '@context': 'https://schema.org', '@graph': graph } : null;
}

/** The structured data as a tag of the page's head: a JSON-LD data block, which no browser runs. */
export function structuredDataTags(...page: Parameters<typeof structuredData>): HeadTag[] {
  const graph = structuredData(...page);
  return graph ? [{ tag: 'script', attributes: { type: 'application/ld+json' }, json: graph }] : [];
}
