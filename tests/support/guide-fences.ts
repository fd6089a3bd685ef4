/**
 * The code blocks of a guide in docs/ that the tests run as written: `<lang> file=<path> before` and
 * `<lang> file=<path> after` pairs are edits, `sh run` blocks are commands, `text check route=… language=…`
 * blocks are what the visitor must see afterwards, `css check` blocks what the style sheet's colours must hold.
 */
export interface Fence {
  /** What follows the opening backticks: `yaml file=pages/about.yaml before`. */
  info: string;
  body: string;
}

/** Every fenced code block of `markdown`, in order. */
export function fencesIn(markdown: string): Fence[] {
  return [...markdown.matchAll(/```([^\n]*)\n([\s\S]*?)```/g)].map(([, info, body]) => ({ info: info!.trim(), body: body! }));
}

/** An edit of a guide: replace `before` with `after` in `file`. */
export interface GuideEdit {
  file: string;
  before: string;
  after: string;
}

/** The fence as an edit, paired with the `before` fence that came just ahead of it, or null when it is neither half of one. */
export function editOf(
  fence: Fence,
  pending: { file: string; before: string } | null,
): { pending: { file: string; before: string } | null; edit: GuideEdit | null } {
  const file = /file=(\S+)/.exec(fence.info)?.[1];
  if (file && fence.info.endsWith(' before')) return { pending: { file, before: fence.body }, edit: null };
  if (!file || !fence.info.endsWith(' after')) return { pending, edit: null };
  if (pending?.file !== file) throw new Error(`An "after" block for ${file} needs its "before".`);
  return { pending: null, edit: { file, before: pending.before, after: fence.body } };
}
