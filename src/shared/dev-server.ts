import type { SiteData } from './content.ts';
import type { Path } from './path.ts';

/**
 * What the development server (`npm start`) tells its browser tools beyond the site itself: the
 * content's problems, and where every text and block comes from. Types only: nothing of this
 * reaches the production build (docs/BEHAVIOUR.md#development-server).
 */

/**
 * The development server's news to every open page after a content edit, as a custom HMR event:
 * the page draws it in place (docs/BEHAVIOUR.md#development-server).
 */
export const contentChangedEvent = 'site:content-changed';
/** Then, once a page has asked for it (edit mode), where every text and block is now written: it takes a while longer to make. */
export const sourcesChangedEvent = 'site:sources-changed';

export interface ContentChange {
  /** The site's settings, as `virtual:site` now gives them. */
  site: SiteData;
  report: DevProblemReport;
}

// Typed for Vite's `server.hot.send` and `import.meta.hot.on`.
declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'site:content-changed': ContentChange;
    'site:sources-changed': DevSourceMap;
  }
}

/** A place in a content file. */
export interface SourcePlace {
  /** Relative to the site folder, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

/** One mistake in the content, as `npm run validate` reports it. */
export interface DevProblem extends SourcePlace {
  /** The rule's code (`unknown-block-type`). */
  code: string;
  /** Where inside the file (`['blocks', 2, 'type']`); empty for the whole file. */
  path: Path;
  message: string;
  hint?: string;
  /**
   * The page this mistake keeps from showing, when it is in a page or article file: the route that
   * file declares (absent when the route itself is what is wrong), and the compiled page files that
   * would show it (`about.json`, `_not-found.json`). Absent when the mistake breaks the whole site.
   */
  page?: { route?: string; files: string[] };
}

export interface DevProblemReport {
  /** Absolute path of the site folder, for the editor to open a file. */
  root: string;
  /** Every error, in the order of the files and lines (warnings stop nothing and are left to `npm run validate`). */
  problems: DevProblem[];
  /** True when no page can be shown: a mistake in site.yaml or a text file, or a missing home page. */
  siteBroken: boolean;
  /** Compiled page files that exist, so an address that has none shows its fallback's problem. */
  pageFiles: string[];
}

/** The blocks of one page and where its texts are used, by the route its data carries (`about`, `articles/first-steps`). */
export interface PageSources {
  /** The page file that lists the blocks. */
  file: string;
  /** Each block's `- type:` line, in the page's order. */
  blocks: (SourcePlace & { type: string })[];
  /** Text key → the lines of the page file (or the article's own file) that use it. */
  uses: Record<string, SourcePlace[]>;
}

export interface DevSourceMap {
  /** Absolute path of the site folder, for the editor to open a file. */
  root: string;
  /** Language → text key → where the text is written. */
  texts: Record<string, Record<string, SourcePlace>>;
  /** Text key → the lines of site.yaml that use it (menu, footer, offices). */
  siteUses: Record<string, SourcePlace[]>;
  pages: Record<string, PageSources>;
}
