import type { AroundNavHandler } from 'wouter';
import { isRecord } from '../shared/guards.ts';

const storageKey = 'site.scroll-positions';
/**
 * How long a restored position waits for the page to grow tall enough, in milliseconds: the
 * sections' code takes seconds on a busy machine or a slow network. The visitor scrolling in the
 * meantime ends the wait at once (docs/BEHAVIOUR.md#scroll-restoration).
 */
const tallEnoughWait = 10_000;
/** The least time between two writes of the position into the history entry, in milliseconds. */
const entryWriteInterval = 200;
/** The keys that scroll a page. */
const scrollKeys = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);

/**
 * A new navigation starts at the top; back/forward (and reload) return to where the visitor was
 * (docs/BEHAVIOUR.md#scroll-restoration). wouter does neither (molefrog/wouter#300), and the
 * browser's own restoration fires before the next page's data has loaded, so positions are kept
 * per history entry and applied only once the page has rendered. Each entry is known by an id in
 * its history.state, never by its address: the same address opened again is another visit.
 */
export class ScrollRestoration {
  /**
   * The positions of the history entries of this document. Every entry belongs to one document, so
   * these are the latest; those of other documents are read from sessionStorage when needed, as
   * a document the back-forward cache keeps may run again after others have saved theirs.
   */
  private readonly positions = new Map<string, number>();
  private currentKey: string;
  private pushed = false;
  /** While true, scroll events belong to the page being left or to the browser clamping, not to the visitor. */
  private navigating = true;
  private counter = 0;
  /** The timer between two writes of the position into the history entry, and whether it has moved since the last. */
  private entryWrite: number | undefined;
  private entryBehind = false;
  /**
   * The entry the document opened on, until its page has rendered: whether it is new (opened
   * afresh), and whether the visitor has scrolled since the document's code started. The
   * prerendered page shows, and scrolls, before the app has taken it over.
   */
  private opening: { key: string; fresh: boolean; moved: { now: boolean; stop: () => void } } | undefined;

  constructor(private readonly win: Window = window) {
    win.history.scrollRestoration = 'manual';
    const fresh = scrollKeyOf(win.history.state) === undefined;
    this.currentKey = this.keyOfCurrentEntry();
    this.opening = { key: this.currentKey, fresh, moved: this.visitorMoves() };
    win.addEventListener(
      'scroll',
      () => {
        if (this.navigating) return;
        this.positions.set(this.currentKey, win.scrollY);
        this.keepInEntry();
      },
      { passive: true },
    );
    win.addEventListener('popstate', () => {
      this.navigating = true;
      this.currentKey = this.keyOfCurrentEntry();
    });
    // A document the browser kept whole (its back-forward cache) comes back without rendering again,
    // and WebKit shows it at the top when restoration is manual: its position is put back here.
    win.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      this.navigating = true;
      this.currentKey = this.keyOfCurrentEntry();
      this.scrollWhenTallEnough(this.positionOf(this.currentKey), this.visitorMoves(), win.performance.now() + tallEnoughWait);
    });
    win.addEventListener('pagehide', () => {
      this.positions.set(this.currentKey, win.scrollY);
      try {
        win.sessionStorage.setItem(storageKey, JSON.stringify(this.withSaved().slice(-50)));
      } catch {
        // Storage may be full or disabled; restoring after a reload is then skipped.
      }
    });
  }

  /**
   * For `<Router aroundNav>`: marks link clicks and code navigations as pushes. A navigation to the
   * same page at another address (`state.samePage`: the other language's address, with path
   * routing) keeps the position, as switching language does with hash routing.
   */
  readonly aroundNav: AroundNavHandler = (navigate, to, options) => {
    const state: unknown = options?.state;
    const samePage = isRecord(state) && state.samePage === true;
    this.positions.set(this.currentKey, this.win.scrollY);
    if (!samePage) {
      this.navigating = true;
      this.pushed = !options?.replace;
    }
    navigate(to, { ...options, state: { ...(isRecord(state) ? state : {}), scrollKey: this.newKey() } });
    this.currentKey = this.keyOfCurrentEntry();
    if (samePage) this.positions.set(this.currentKey, this.win.scrollY);
  };

  /**
   * Call once the page for the current address has rendered. Returns true after a push. After
   * anything else than a navigation (the language switched in place) it leaves the position alone.
   */
  pageRendered(): boolean {
    if (!this.navigating) return false;
    const wasPush = this.pushed;
    this.pushed = false;
    const opening = this.opening?.key === this.currentKey ? this.opening : undefined;
    if (opening !== this.opening) this.opening?.moved.stop();
    this.opening = undefined;
    if (opening?.fresh) {
      // Opened afresh: the browser showed it at the top, and it stays where it is now, wherever
      // the visitor (or a link to a part of it) has taken it before the app took the page over.
      opening.moved.stop();
      this.navigating = false;
      return false;
    }
    const target = wasPush ? 0 : this.positionOf(this.currentKey);
    // On the entry the document opened on, the visitor's moves count from the start of its code.
    this.scrollWhenTallEnough(target, opening?.moved ?? this.visitorMoves(), this.win.performance.now() + tallEnoughWait);
    return wasPush;
  }

  /**
   * Scrolls to `y` once the page is tall enough to, checking every frame until `deadline`: the
   * sections' code may still be on its way (a slow network, a busy phone), and a scroll made too
   * early would be clamped to the page's height then. Once the visitor scrolls (wheel, touch, keys)
   * in the meantime, their position wins and nothing is restored.
   */
  private scrollWhenTallEnough(y: number, moved: { now: boolean; stop: () => void }, deadline: number): void {
    if (moved.now) {
      moved.stop();
      this.navigating = false;
      return;
    }
    const reachable = this.win.document.documentElement.scrollHeight - this.win.innerHeight >= y;
    if (reachable || this.win.performance.now() >= deadline) {
      moved.stop();
      this.win.scrollTo(0, y);
      this.navigating = false;
      return;
    }
    this.win.requestAnimationFrame(() => this.scrollWhenTallEnough(y, moved, deadline));
  }

  /** Whether the visitor has started to scroll since this was called, until `stop`. */
  private visitorMoves(): { now: boolean; stop: () => void } {
    const moved = { now: false, stop: () => {} };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    const onMove = (event: Event) => {
      if (event.type !== 'keydown' || ('key' in event && scrollKeys.has(String(event.key)))) moved.now = true;
    };
    for (const event of events) this.win.addEventListener(event, onMove, { passive: true });
    moved.stop = () => {
      for (const event of events) this.win.removeEventListener(event, onMove);
    };
    return moved;
  }

  private positionOf(key: string): number {
    return this.positions.get(key) ?? this.entryPosition(key) ?? new Map(readSaved(this.win)).get(key) ?? 0;
  }

  /**
   * The position also goes into the entry's own history.state, at once and then at most every
   * 200 ms while the visitor scrolls (browsers limit how often a page may replace its state).
   * Firefox may load an entry's document anew with a sessionStorage in which what that document
   * saved when it was left is missing (a document of its back-forward cache, run again, saved an
   * older copy over it); the entry's state is kept by the browser with the entry.
   */
  private keepInEntry(): void {
    if (this.entryWrite !== undefined) {
      this.entryBehind = true;
      return;
    }
    this.writeEntry();
    this.entryWrite = this.win.setTimeout(() => {
      this.entryWrite = undefined;
      if (!this.entryBehind) return;
      this.entryBehind = false;
      this.keepInEntry();
    }, entryWriteInterval);
  }

  private writeEntry(): void {
    const state: unknown = this.win.history.state;
    if (!isRecord(state) || state.scrollKey !== this.currentKey) return;
    try {
      this.win.history.replaceState({ ...state, scrollY: this.win.scrollY }, '');
    } catch {
      // Safari refuses too many replaceState calls in a row: sessionStorage still has the position.
    }
  }

  /** The position kept in the current entry's history.state, if `key` names that entry. */
  private entryPosition(key: string): number | undefined {
    const state: unknown = this.win.history.state;
    return isRecord(state) && state.scrollKey === key && typeof state.scrollY === 'number' ? state.scrollY : undefined;
  }

  /** What sessionStorage holds, with this document's positions over it, most recent last. */
  private withSaved(): [string, number][] {
    const own = new Set(this.positions.keys());
    return [...readSaved(this.win).filter(([key]) => !own.has(key)), ...this.positions];
  }

  private newKey(): string {
    return `${Date.now().toString(36)}-${++this.counter}`;
  }

  /**
   * The id of the current history entry. An entry the app did not make (the page loaded from an
   * address typed, bookmarked or followed from elsewhere, a hash typed) gets one now, kept in its
   * history.state: a reload, or Back and Forward to it, find its position again, while opening
   * the same address anew makes another entry, which starts at the top.
   */
  private keyOfCurrentEntry(): string {
    const state: unknown = this.win.history.state;
    const known = scrollKeyOf(state);
    if (known !== undefined) return known;
    const key = this.newKey();
    this.win.history.replaceState({ ...(isRecord(state) ? state : {}), scrollKey: key }, '');
    return key;
  }
}

/** The id of a history entry, in its `state`, if the app has given it one. */
function scrollKeyOf(state: unknown): string | undefined {
  return isRecord(state) && typeof state.scrollKey === 'string' ? state.scrollKey : undefined;
}

function readSaved(win: Window): [string, number][] {
  try {
    const saved: unknown = JSON.parse(win.sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isSavedPosition) : [];
  } catch {
    return [];
  }
}

/** One entry of the saved positions: a history entry's key and its scroll offset. */
function isSavedPosition(entry: unknown): entry is [string, number] {
  return Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'number';
}
