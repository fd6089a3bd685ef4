/**
 * Text keys that components use directly (labels of controls, not content). The content
 * pipeline checks that each exists in every language, so code cannot ask for a missing text.
 */
export const uiTextKeys = [
  'common.home',
  'common.skipToContent',
  'common.mainMenu',
  'common.openMenu',
  'common.closeMenu',
  'common.language',
  'common.breadcrumb',
  'common.readMore',
  'common.backToTop',
  'common.loading',
  'common.loadFailed',
  'common.retry',
  'common.keyFigures',
  'common.contactUs',
  'common.phone',
  'common.email',
  'common.address',
  'common.followUs',
  'common.copyright',
  'common.newsletterEmail',
  'common.newsletterSubmit',
  'common.externalLink',
  'common.popularPosts',
  'common.publishedOn',
  'common.articleNotFound',
  'common.articleNotFoundText',
  'common.backTo',
  'common.slider.previous',
  'common.slider.next',
  'common.slider.first',
  'common.slider.last',
  'common.slider.carousel',
  'common.slider.slide',
] as const;

export type UiTextKey = (typeof uiTextKeys)[number];

/** Values components pass into some of their texts, which those texts may therefore use as {{name}}. */
export const uiTextVariables: Partial<Record<UiTextKey, readonly string[]>> = {
  'common.backTo': ['page'],
};
