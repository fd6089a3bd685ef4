/** The pages the bench measures: one of each kind of page the site has (hash routing). */
export interface BenchRoute {
  name: string;
  /** What follows the origin: '' for home, '#/about-us' for the others. */
  hash: string;
}

export const benchRoutes: readonly BenchRoute[] = [
  { name: 'home', hash: '' },
  { name: 'about-us', hash: '#/about-us' },
  { name: 'contact', hash: '#/contact' },
  { name: 'blog', hash: '#/blog' },
  { name: 'article', hash: '#/blog-details/What-is-Industry-4.0' },
];

export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];
