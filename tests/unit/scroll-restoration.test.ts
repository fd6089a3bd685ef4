import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '../../src/app/scroll-restoration.ts';

/** A window as ScrollRestoration sees it: its events, history, storage and scrolling, with every scrollTo recorded. */
function fakeWindow(storage = new Map<string, string>(), state: unknown = null) {
  const events = new EventTarget();
  const scrolls: number[] = [];
  const win = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    history: {
      scrollRestoration: 'auto',
      state,
      replaceState(state: unknown) {
        win.history.state = state;
      },
    },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    scrollY: 0,
    innerHeight: 900,
    document: { documentElement: { scrollHeight: 5000 } },
    performance: { now: () => 0 },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
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
  // Each document names its history entries by the time it made them: documents a second apart here.
  beforeEach(() => {
    let clock = Date.UTC(2026, 0, 1);
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  });
  afterEach(() => vi.restoreAllMocks());

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

  it('leaves a page opened afresh where the visitor scrolled it before the app took it over', () => {
    const { win, scroll, scrolls } = fakeWindow();
    const restoration = new ScrollRestoration(win as unknown as Window);
    scroll(1200);
    restoration.pageRendered();
    expect(scrolls).toEqual([]);
    expect(win.scrollY).toBe(1200);
  });

  it('on a reload, the position the visitor scrolls to before the page has rendered wins over the one kept', () => {
    const { win, scroll } = fakeWindow();
    new ScrollRestoration(win as unknown as Window).pageRendered();
    scroll(3800);
    const again = fakeWindow(new Map(), win.history.state);
    const restoration = new ScrollRestoration(again.win as unknown as Window);
    again.win.dispatchEvent(new Event('wheel'));
    again.scroll(300);
    restoration.pageRendered();
    expect(again.scrolls).toEqual([]);
    expect(again.win.scrollY).toBe(300);
  });

  it("keeps the position another document saved when a document back from the back-forward cache saves its own (Firefox's way)", () => {
    const storage = new Map<string, string>();
    const first = fakeWindow(storage);
    new ScrollRestoration(first.win as unknown as Window).pageRendered();
    first.leaveAndReturn(true, 0);
    const second = fakeWindow(storage);
    new ScrollRestoration(second.win as unknown as Window).pageRendered();
    second.scroll(3800);
    const entry = second.win.history.state;
    // Back leaves the second document for the first, kept whole, which is left again by Forward.
    second.win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    first.leaveAndReturn(true, 0);
    first.win.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    // The second document is loaded anew for its history entry.
    const again = fakeWindow(storage, entry);
    new ScrollRestoration(again.win as unknown as Window).pageRendered();
    expect(again.scrolls).toEqual([3800]);
  });

  it("keeps the position in the history entry too, where a document loaded anew for it finds it whatever sessionStorage lost (Firefox's way)", () => {
    const { win, scroll } = fakeWindow();
    new ScrollRestoration(win as unknown as Window).pageRendered();
    scroll(3800);
    const again = fakeWindow(new Map(), win.history.state);
    new ScrollRestoration(again.win as unknown as Window).pageRendered();
    expect(again.scrolls).toEqual([3800]);
  });
});
