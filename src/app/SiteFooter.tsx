import type { Footer } from './Footer.tsx';
import { handoverReady, useCodeWhenReached, useHandover } from '../renderer/handover.ts';
import { KeptMarkup } from '../renderer/KeptMarkup.tsx';
import { track, useArrived, type Resource } from '../renderer/resource.ts';

/** The footer as the build drew it on the page the document holds, in that page's language. */
export interface KeptFooter {
  language: string;
  markup: string;
}

let footer: Resource<typeof Footer> | undefined;

/**
 * The footer's code, its own chunk (with what hands the kept footer over to it): fetched once, and
 * again after a failure. Whoever draws the app has it arrive first (src/main.tsx, the prerender),
 * unless the footer is kept as the build drew it.
 */
export function footerCode(): Resource<typeof Footer> {
  if (!footer || footer.status === 'rejected') footer = track(Promise.all([import('./Footer.tsx'), handoverReady()]).then(([module]) => module.Footer));
  return footer;
}

/**
 * The footer, drawn by its code; or, on the page a visitor opens first and in its language, kept as
 * the build drew it until the visitor reaches it (scrolls, or points, touches or moves the focus
 * into it): its code, the newsletter's form and the go-to-top button, is fetched then, and what the
 * visitor did meanwhile is handed over (docs/PERFORMANCE.md#blocks-drawn-once).
 */
export function SiteFooter({ language, kept }: { language: string; kept: KeptFooter | undefined }) {
  const handover = useHandover();
  const { code, reached } = useCodeWhenReached(footerCode);
  // Kept until its code has arrived, whoever asked for it: the visitor reaching it, or a switch to
  // another language and back, which leaves it drawn by its code and what was typed in it there.
  const keeping = kept?.language === language && footer?.status !== 'fulfilled';
  // Not asked again at each render should it have failed: the next language switch asks again.
  const Drawn = useArrived(keeping ? code : (footer ?? footerCode()));
  // oxlint-disable-next-line react-hooks-js/static-components -- one module, loaded once: the same component on every render
  if (Drawn) return <Drawn ref={handover.drawn('footer')} />;
  if (!kept) return null;
  return <KeptMarkup as="footer" className="site-footer" markup={kept.markup} slot="footer" handover={handover} onReached={reached} />;
}
