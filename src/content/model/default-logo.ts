import type { ShareImage } from '../../shared/content.ts';

/** The header's logo when site.yaml names none: the site's own mark, 32 × 32. */
export const defaultLogo: ShareImage = { src: 'images/logo-mark.svg', width: 32, height: 32 };
