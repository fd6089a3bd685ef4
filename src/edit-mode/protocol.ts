/**
 * What edit mode of the development server (`npm start`) and its endpoints say to each
 * other (docs/BEHAVIOUR.md#editing-on-the-page). Types and names only: nothing of this reaches the
 * production build. The browser's side is src/edit-mode/client/, the server's src/edit-mode/server/.
 *
 * Every answer is JSON. Statuses: 200 done, 400 a request the editor never sends, 403 not from this
 * server's own page on this machine, 404 no such page/block/text, 409 a file changed on disk since
 * it was read (`conflict`), 413 a body over the limit, 422 the content check refuses the change
 * (`refused`).
 */
import type { DevProblem } from '../shared/dev-server.ts';

/** Where the endpoints answer: `${editModePath}/site`, `${editModePath}/save`, … */
export const editModePath = '/__edit-mode';

/**
 * Behind the team's editing server (src/editing-server/), every write carries the session's CSRF
 * token, which the server puts in this cookie (readable by the page, SameSite=Strict) and expects
 * back in this header. `npm start` sets no such cookie, and the editor then sends no header.
 */
export const csrfCookie = 'editor-csrf';
export const csrfHeader = 'X-CSRF-Token';

/** Each file's version as read: a hash of its bytes. A write names the versions it was based on. */
export type FileVersions = Record<string, string>;

export interface EditModeLanguage {
  code: string;
  /** As site.yaml names it: "English", "Español". */
  label: string;
}

/** A JSON Schema, with every `$ref` resolved, as the form generator reads it. */
export type BlockSchema = Record<string, unknown>;

/** GET /site: what every dialog needs, read once when edit mode opens. */
export interface EditModeSite {
  /** site.yaml's order, the default language first. */
  languages: EditModeLanguage[];
  /** Every page and article, for the link picker and the page dialogs. */
  pages: { route: string; path: string; title: string; file: string; article: boolean }[];
  /** Every block type, by its schema's title and description, for "Add section". */
  blockTypes: { type: string; title: string; description: string }[];
  /** Each block type's schema, `$ref`s resolved: the section form is generated from it. */
  blockSchemas: Record<string, BlockSchema>;
  /** Where uploaded pictures go, as content names them: `images/uploads`. */
  imagesFolder: string;
  /** The article collections (`blog-details`), for "New article". */
  collections: string[];
  /** How many saves Undo can take back now: the server keeps them while it runs, whichever tab made them. */
  undoDepth: number;
  /** The texts still the example they were written as (docs/BEHAVIOUR.md#example-texts): the page marks them. */
  exampleTexts: { language: string; key: string }[];
  /** What Undo would take back, in plain words ("heading “Our story” on About us changed"); absent when nothing. */
  undo?: string;
}

/**
 * A text's state in one language (docs/BEHAVIOUR.md#translations): written and up to date, missing,
 * not translated yet (a starting text, or one never marked as translated), or written before its
 * default-language text changed.
 */
export type TranslationState = 'present' | 'missing' | 'untranslated' | 'source-changed';

/** GET /text?key=about.hero.title: one text in every language. */
export interface EditModeText {
  key: string;
  /** True when a field that shows this text allows formatting (bold, italic, links, lists). */
  formatted: boolean;
  languages: (EditModeLanguage & {
    /** The text file that holds (or would hold) it, relative to the site folder. */
    file: string;
    /** 1-based; null when the text is missing in this language. */
    line: number | null;
    value: string | null;
    state: TranslationState;
  })[];
  versions: FileVersions;
}

/** GET /block?route=about&index=2: one section as its page file writes it. */
export interface EditModeBlock {
  route: string;
  index: number;
  file: string;
  line: number;
  type: string;
  /** The block's fields, as in the YAML. */
  value: Record<string, unknown>;
  /** Every text key the block names → its text in each language (null: missing). */
  texts: Record<string, Record<string, string | null>>;
  versions: FileVersions;
}

/** GET /translations: every text whose translation waits, grouped by the page that shows it first. */
export interface EditModeTranslations {
  pages: {
    /** The page's title; for texts of every page or of none, what they are. */
    title: string;
    /** `/about-us`; null for a group that is no one page. */
    path: string | null;
    texts: {
      key: string;
      /** What the text is on its page: "Image and text: heading". */
      label: string;
      reason: 'untranslated' | 'source-changed';
      /** Language → its text (null: missing). */
      values: Record<string, string | null>;
    }[];
  }[];
  versions: FileVersions;
}

/** The lists of links site.yaml holds: the header's menu and the footer's two columns. */
export type EditModeMenuName = 'header' | 'footer-services' | 'footer-useful';

/** One link of a menu: where it leads (`/about-us`, `mailto:…`) and its label in every language. */
export interface EditModeMenuEntry {
  /** Its place in the menu as read (from 0); absent for a new entry. */
  from?: number;
  link: string;
  /** Language → label. */
  labels: Record<string, string>;
}

/** GET /menus: every menu, in site.yaml's order, with its entries. */
export interface EditModeMenus {
  /** `heading`: a footer column's heading, in the default language. */
  menus: { name: EditModeMenuName; heading?: string; entries: (EditModeMenuEntry & { from: number })[] }[];
  versions: FileVersions;
}

/** What Page settings change of a page: its name and summary in every language, its share picture, whether it is unlisted, its canonical page. */
export interface EditModePageSettings {
  /** Language → the page's title (the browser tab, the banner, search results). */
  title: Record<string, string>;
  /** Language → its summary for search engines and link previews; empty in every language for none. */
  description: Record<string, string>;
  /** `images/…`, or null for the site's. */
  shareImage: string | null;
  unlisted: boolean;
  /** `/web-services`, or null. */
  canonical: string | null;
}

/** GET /page?route=about-us: a page's settings, as its file and its texts write them. */
export interface EditModePage extends EditModePageSettings {
  route: string;
  file: string;
  versions: FileVersions;
}

/** What Article settings change of an article. */
export interface EditModeArticleSettings {
  /** Year-month-day: a day after today keeps the article off the published site until then. */
  date: string;
  draft: boolean;
  /** Language → the summary its card shows. */
  teaser: Record<string, string>;
  /** `images/…` */
  image: string;
  /** Language → what the picture shows. */
  imageAlt: Record<string, string>;
  /** The ids of its tags, of site.yaml's blog tags. */
  tags: string[];
  /** The ids of its authors, of site.yaml's blog authors. */
  authors: string[];
}

/** GET /article?route=news/cloud-costs: an article's settings, and the tags and authors it can name. */
export interface EditModeArticle extends EditModeArticleSettings {
  route: string;
  file: string;
  /** The blog's tags, each with its label in the default language. */
  tagChoices: { id: string; label: string }[];
  authorChoices: { id: string; name: string }[];
  versions: FileVersions;
}

/** What Brand changes of site.yaml's `brand:`; null for a setting it leaves out (the site's own). */
export interface EditModeBrandSettings {
  /** Each colour of `brand.colors` by its name (`primary`, `accent`…), as written: `#1849a9`. */
  colours: Record<string, string | null>;
  /** `inter`, `public-sans`… */
  font: string | null;
  /** `images/…` */
  logo: string | null;
  /** `favicon.svg` or `images/…` */
  favicon: string | null;
}

/** GET /brand: the brand as site.yaml writes it, what each colour is for, and the site's pictures a logo or a favicon can be. */
export interface EditModeBrand extends EditModeBrandSettings {
  /** Each colour's title and what it colours, as schema/site.json says, in site.yaml's order. */
  colourFields: { name: string; title: string; description: string }[];
  /** The site's own font, logo and favicon, where site.yaml names none (schema/site.json's defaults). */
  own: { font: string; logo: string; favicon: string };
  logoChoices: string[];
  faviconChoices: string[];
  versions: FileVersions;
}

/** One change a save makes; a save's changes are checked and written together, or not at all. */
export type EditModeChange =
  /** A text in other languages than the default that this changes counts as translated (docs/BEHAVIOUR.md#translations). */
  | { kind: 'set-text'; key: string; values: Record<string, string> }
  /** Records that the text's translations match its default-language text as it is now, as `npm run i18n:confirm -- <key>` does. */
  | { kind: 'mark-translated'; key: string }
  | {
      kind: 'set-block';
      route: string;
      index: number;
      /** The block's new fields. A text field names a key; a key new to the site gets its texts from `texts`. */
      value: Record<string, unknown>;
      /** Text key → language → text, for keys `value` names that are new or whose text changed. */
      texts?: Record<string, Record<string, string>>;
    }
  | { kind: 'move-block'; route: string; from: number; to: number }
  | { kind: 'duplicate-block'; route: string; index: number }
  | { kind: 'remove-block'; route: string; index: number }
  | { kind: 'add-block'; route: string; index: number; type: string }
  | { kind: 'new-page'; route: string }
  /** `title`: the article's headline in every language until translated; without it, one made from the slug. */
  | { kind: 'new-article'; slug: string; collection: string; title?: string }
  | { kind: 'move-page'; from: string; to: string }
  /** The menu's entries in their new order; a label changed is written in every language, a new one gets a key of its own. */
  | { kind: 'set-menu'; menu: EditModeMenuName; entries: EditModeMenuEntry[] }
  /** A page's settings, all of them: a field left out of the file when empty. Its address changes with `move-page`. */
  | ({ kind: 'set-page'; route: string } & EditModePageSettings)
  /** An article's settings, all of them; each of `newTags` (its label by language) is added to the blog's tags, with an id made from its label, and to the article's. */
  | ({ kind: 'set-article'; route: string; newTags?: Record<string, string>[] } & EditModeArticleSettings)
  /** The brand's settings, all of them: only those that differ from site.yaml's are written. */
  | ({ kind: 'set-brand' } & EditModeBrandSettings);

/** POST /save */
export interface EditModeSaveRequest {
  changes: EditModeChange[];
  /** The versions of the files the changes were based on (from the GET that showed them). */
  versions: FileVersions;
}

export type EditModeAnswer =
  | {
      status: 'saved';
      /** The files written (or created, renamed, removed), relative to the site folder. */
      files: string[];
      /** How many saves Undo can still take back. */
      undoDepth: number;
      /** What Undo would take back now, in plain words; absent when nothing. */
      undo?: string;
      /** Where the change leads, when it made a page (`/about-us`). */
      path?: string;
    }
  | { status: 'refused'; problems: DevProblem[] }
  | { status: 'conflict'; files: string[]; message: string }
  | { status: 'error'; message: string };

/** POST /undo: takes back the last save of this session (up to 20). The answer is a EditModeAnswer; `nothing` when there is none. */
export type EditModeUndoAnswer = EditModeAnswer | { status: 'nothing'; undoDepth: 0 };

/** POST /image?name=<file name>, the picture's bytes as the body: stored under `imagesFolder` with a safe name. */
export type EditModeImageAnswer = { status: 'stored'; path: string } | { status: 'error'; message: string };
