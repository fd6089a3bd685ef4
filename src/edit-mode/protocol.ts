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
}

export type TranslationState = 'present' | 'missing' | 'stale';

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

/** One change a save makes; a save's changes are checked and written together, or not at all. */
export type EditModeChange =
  | { kind: 'set-text'; key: string; values: Record<string, string> }
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
  | { kind: 'new-article'; slug: string; collection: string }
  | { kind: 'move-page'; from: string; to: string };

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
