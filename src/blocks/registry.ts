import type { ComponentType } from 'react';
import type { BlockType } from '../shared/content.ts';
import type { BlockProps } from './types.ts';

/** Loads one block's component: each block is its own chunk, fetched only by pages that use it. */
export type BlockLoader<T extends BlockType> = () => Promise<ComponentType<BlockProps<T>>>;

/**
 * The one map from a block's `type` in YAML to the component that draws it. Its type is derived
 * from the schema's block union: a block type without a component, or a component for a type the
 * schema does not know, is a compile error.
 */
export const blockRegistry: { [T in BlockType]: BlockLoader<T> } = {
  'hero-slider': () => import('./hero-slider/HeroSlider.tsx').then((module) => module.HeroSlider),
  'title-banner': () => import('./title-banner/TitleBanner.tsx').then((module) => module.TitleBanner),
  'media-text': () => import('./media-text/MediaText.tsx').then((module) => module.MediaText),
  'service-cards': () => import('./service-cards/ServiceCards.tsx').then((module) => module.ServiceCards),
  'feature-lists': () => import('./feature-lists/FeatureLists.tsx').then((module) => module.FeatureLists),
  'skill-bars': () => import('./skill-bars/SkillBars.tsx').then((module) => module.SkillBars),
  counters: () => import('./counters/Counters.tsx').then((module) => module.Counters),
  'text-section': () => import('./text-section/TextSection.tsx').then((module) => module.TextSection),
  'call-to-action': () => import('./call-to-action/CallToAction.tsx').then((module) => module.CallToAction),
  'blog-cards': () => import('./blog-cards/BlogCards.tsx').then((module) => module.BlogCards),
  'article-body': () => import('./article-body/ArticleBody.tsx').then((module) => module.ArticleBody),
  'office-cards': () => import('./office-cards/OfficeCards.tsx').then((module) => module.OfficeCards),
  'contact-form': () => import('./contact-form/ContactForm.tsx').then((module) => module.ContactForm),
  'office-map': () => import('./office-map/OfficeMap.tsx').then((module) => module.OfficeMap),
};
