// Generated from the block folders by `npm run generate`. Do not edit: add, change or remove a block folder instead.
import type { BlockLoaders } from '../renderer/block-props.ts';

/**
 * The one map from a block's `type` in YAML to the component that draws it, each its own chunk,
 * fetched only by pages that use it. Typed by the schema's block union: a block type without a
 * component, or a component for a type the schema does not know, is a compile error.
 */
export const blockRegistry: BlockLoaders = {
  'article-body': () => import('./article-body/ArticleBody.tsx').then((module) => module.ArticleBody),
  'blog-cards': () => import('./blog-cards/BlogCards.tsx').then((module) => module.BlogCards),
  'call-to-action': () => import('./call-to-action/CallToAction.tsx').then((module) => module.CallToAction),
  'contact-form': () => import('./contact-form/ContactForm.tsx').then((module) => module.ContactForm),
  'counters': () => import('./counters/Counters.tsx').then((module) => module.Counters),
  'faq': () => import('./faq/Faq.tsx').then((module) => module.Faq),
  'feature-lists': () => import('./feature-lists/FeatureLists.tsx').then((module) => module.FeatureLists),
  'hero-slider': () => import('./hero-slider/HeroSlider.tsx').then((module) => module.HeroSlider),
  'logo-wall': () => import('./logo-wall/LogoWall.tsx').then((module) => module.LogoWall),
  'media-text': () => import('./media-text/MediaText.tsx').then((module) => module.MediaText),
  'office-cards': () => import('./office-cards/OfficeCards.tsx').then((module) => module.OfficeCards),
  'office-map': () => import('./office-map/OfficeMap.tsx').then((module) => module.OfficeMap),
  'rich-text': () => import('./rich-text/RichText.tsx').then((module) => module.RichText),
  'service-cards': () => import('./service-cards/ServiceCards.tsx').then((module) => module.ServiceCards),
  'skill-bars': () => import('./skill-bars/SkillBars.tsx').then((module) => module.SkillBars),
  'team': () => import('./team/Team.tsx').then((module) => module.Team),
  'testimonials': () => import('./testimonials/Testimonials.tsx').then((module) => module.Testimonials),
  'text-section': () => import('./text-section/TextSection.tsx').then((module) => module.TextSection),
  'title-banner': () => import('./title-banner/TitleBanner.tsx').then((module) => module.TitleBanner),
  'video': () => import('./video/Video.tsx').then((module) => module.Video),
};
