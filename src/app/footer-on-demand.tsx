import { Suspense, use, useContext, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { SiteContext } from '../kit/site-context.ts';
import { track, type Resource } from '../renderer/resource.ts';
import { heldControls } from '../shared/held-controls.ts';

/**
 * The footer's code (its links, the newsletter form and its sender, "Back to top") is not part of a
 * first load (docs/PERFORMANCE.md#what-a-visit-loads). The build draws the footer; a page the
 * browser takes over keeps it as drawn, its links working as plain links, until the visitor
 * reaches for it (a pointer over it, a finger on it, the focus in it), scrolls a screen down
 * (where its "Back to top" button shows) or moves to another page or language. Its code is then
 * fetched and takes the footer over in place. A click on one of its buttons (a sign-up sent) before
 * that is held back and replayed once it has (docs/BEHAVIOUR.md#footer).
 */

/** The footer's element, as the build draws it (src/app/Footer.tsx). */
const footerSelector = 'footer.site-footer';

type Code = ComponentType | null;

let ask!: () => void;
const asked = new Promise<void>((resolve) => {
  ask = resolve;
});
/** The footer's component once asked for; null when its code could not be fetched (the footer then stays as drawn). */
const code: Resource<Code> = track(
  asked
    .then(() => import('./Footer.tsx'))
    .then(
      (module) => module.Footer,
      () => null,
    ),
);

/** Fetches the footer's code, once; the same resource every time, settled once it has arrived or failed. */
export function requestFooter(): Resource<Code> {
  ask();
  return code;
}

let live = false;
const liveListeners = new Set<() => void>();
const held: HTMLElement[] = [];

/** Called when the footer is taken over: what was held back happens now, in order. */
function footerLive() {
  live = true;
  for (const listener of liveListeners) listener();
  stopHolding();
  for (const target of held.splice(0)) if (target.isConnected) target.click();
}

const noSubscription = () => () => {};
const subscribeLive = (listener: () => void) => {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
};
const isLive = () => live;
const notLiveYet = () => false;

/**
 * Until the footer is live it is given the site and texts it was drawn with, whatever page or
 * language the app has moved on to: React takes the footer over by comparing what it draws with
 * the markup, which shows those. Once live it is given the current ones, and shows them.
 */
function AsDrawnUntilLive({ children }: { children: ReactNode }) {
  const site = useContext(SiteContext);
  const texts = useContext(I18nContext);
  const [drawnWith] = useState({ site, texts });
  const current = useSyncExternalStore(subscribeLive, isLive, notLiveYet);
  return (
    <SiteContext.Provider value={current ? site : drawnWith.site}>
      <I18nContext.Provider value={current ? texts : drawnWith.texts}>{children}</I18nContext.Provider>
    </SiteContext.Provider>
  );
}
/** True while React takes over markup (and on the server), false when it draws: its own way to tell the two apart. */
const takingOver = () => true;
const drawing = () => false;

function FooterWhenAsked() {
  // Drawn anew (no markup to take over: the development server, a page the app draws itself) the
  // footer is wanted at once; taken over, it waits to be asked for.
  const takesOver = useSyncExternalStore(noSubscription, drawing, takingOver);
  const Footer = use(takesOver ? code : requestFooter());
  useEffect(footerLive, []);
  // oxlint-disable-next-line react-hooks-js/static-components -- one module's export, the same component on every render: it arrives later, it is not made anew
  return Footer ? <Footer /> : null;
}

/**
 * What the shell renders in the footer's place: the same element on every render, so that a
 * footer not yet taken over is left as it is when the pages around it change (React takes a
 * boundary over again only when what it is given changes).
 */
export const footerOnDemand = (
  <AsDrawnUntilLive>
    <Suspense fallback={null}>
      <FooterWhenAsked />
    </Suspense>
  </AsDrawnUntilLive>
);

let stopHolding = () => {};

const insideFooter = (target: EventTarget | null): target is Element => target instanceof Element && target.closest(footerSelector) !== null;

/**
 * Once the app has taken over the page: fetches the footer's code when the visitor reaches for the
 * footer or scrolls a screen down, and holds back a click on its controls until the footer is live.
 */
export function awaitFooterVisitor(): void {
  const reached = (event: Event) => {
    if (insideFooter(event.target)) ask();
  };
  const scrolled = () => {
    if (window.scrollY > window.innerHeight) ask();
  };
  // Enter in the newsletter's field clicks its button too, so holding clicks holds sign-ups.
  const hold = (event: Event) => {
    const target = insideFooter(event.target) ? event.target.closest<HTMLElement>(heldControls) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
    ask();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, reached, { capture: true, passive: true });
  window.addEventListener('scroll', scrolled, { passive: true });
  if (!live) {
    document.addEventListener('click', hold, true);
    stopHolding = () => document.removeEventListener('click', hold, true);
  }
  scrolled();
  void code.then((Footer) => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, reached, { capture: true });
    window.removeEventListener('scroll', scrolled);
    // Without its code the footer stays as drawn: what the visitor does there is the browser's to do.
    if (!Footer) stopHolding();
  });
}
