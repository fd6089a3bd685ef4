import { describe, expect, it } from 'vitest';
import { ScrollRestoration } from '../../src/app/scroll-restoration.ts';

/** A window as ScrollRestoration sees it: its events, history, storage and scrolling, with every scrollTo recorded. */
function fakeWindow() {
  const events = new EventTarget();
  const storage = new Map<string, string>();
  const scrolls: number[] = [];
  const win = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    history: {
      scrollRestoration: 'auto',
      state: null as unknown,
      replaceState(state: unknown) {
        win.history.state = state;
      },
    },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    scrollY: 0,
    innerHeight: 900,
    document: { documentElement: { scrollHeight: 5000 } },
    performance: { now: () => 0 },
    requestAnimationFrame: () => 0,
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
      scrolls.push(y);
    },
  };
  /** The visitor (or the browser) scrolls to `y`. */
  const scroll = (y: number) => {
    win.scrollY = y;
    events.dispatchEvent(new Event('scroll'));
  };
  /** The document leaves, and comes back from the back-forward cache (`persisted`) or not. */
  const leaveAndReturn = (persisted: boolean, yOnReturn: number) => {
    events.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
    win.scrollY = yOnReturn;
    events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  };
  return { win, scroll, leaveAndReturn, scrolls };
}

describe('scroll restoration (docs/BEHAVIOUR.md#scroll-restoration)', () => {
  it("puts back the position of a page the browser kept in its back-forward cache and shows at the top (WebKit's way)", () => {
    const { win, scroll, leaveAndReturn, scrolls } = fakeWindow();
    const restoration = new ScrollRestoration(win as unknown as Window);
    restoration.pageRendered();
    scroll(1460);
    leaveAndReturn(true, 0);
    expect(scrolls.at(-1)).toBe(1460);
    expect(win.scrollY).toBe(1460);
  });

  it('leaves a page loaded anew to the app, which restores once it has rendered', () => {
    const { win, scroll, leaveAndReturn, scrolls } = fakeWindow();
    const restoration = new ScrollRestoration(win as unknown as Window);
    restoration.pageRendered();
    scroll(1460);
    const before = scrolls.length;
    leaveAndReturn(false, 0);
    expect(scrolls.length).toBe(before);
  });
});
