import type { ComponentType } from 'react';
import type { BlockType } from '../shared/content.ts';
import { ArticleBody } from './article-body/ArticleBody.tsx';
import { BlogCards } from './blog-cards/BlogCards.tsx';
import { CallToAction } from './call-to-action/CallToAction.tsx';
import { ContactForm } from './contact-form/ContactForm.tsx';
import { Counters } from './counters/Counters.tsx';
import { FeatureLists } from './feature-lists/FeatureLists.tsx';
import { HeroSlider } from './hero-slider/HeroSlider.tsx';
import { OfficeCards } from './office-cards/OfficeCards.tsx';
import { OfficeMap } from './office-map/OfficeMap.tsx';
import { MediaText } from './media-text/MediaText.tsx';
import { ServiceCards } from './service-cards/ServiceCards.tsx';
import { SkillBars } from './skill-bars/SkillBars.tsx';
import { TextSection } from './text-section/TextSection.tsx';
import { TitleBanner } from './title-banner/TitleBanner.tsx';
import type { BlockProps } from './types.ts';

/**
 * The one map from a block's `type` in YAML to the component that draws it. Its type is derived
 * from the schema's block union: a block type without a component, or a component for a type the
 * schema does not know, is a compile error.
 */
export const blockRegistry: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  'hero-slider': HeroSlider,
  'title-banner': TitleBanner,
  'media-text': MediaText,
  'service-cards': ServiceCards,
  'feature-lists': FeatureLists,
  'skill-bars': SkillBars,
  counters: Counters,
  'text-section': TextSection,
  'call-to-action': CallToAction,
  'blog-cards': BlogCards,
  'article-body': ArticleBody,
  'office-cards': OfficeCards,
  'contact-form': ContactForm,
  'office-map': OfficeMap,
};
