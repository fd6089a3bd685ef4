import type { SourcePlace } from '../shared/dev-server.ts';

/**
 * Asks the development server to open `place` in the code editor (Vite's open-in-editor endpoint,
 * which finds a running editor, or uses LAUNCH_EDITOR or EDITOR), and copies `file:line` to the
 * clipboard for anyone without one. Resolves to what to tell the editor.
 */
export async function openInEditor(root: string, place: SourcePlace): Promise<string> {
  // `locales/en/about.yaml:3`: what an editor's "Go to file" (Ctrl+P in VS Code) accepts.
  const name = `${place.file}:${place.line}`;
  const path = `${root.replace(/[\\/]$/, '')}/${place.file}:${place.line}:${place.column}`;
  void fetch(`/__open-in-editor?file=${encodeURIComponent(path)}`).catch(() => undefined);
  try {
    await navigator.clipboard.writeText(name);
    return `Opening ${name} in your code editor. Also copied to the clipboard: ${name}`;
  } catch {
    return `Opening ${name} in your code editor. Copying failed: select ${name} here and copy it.`;
  }
}

interface Props {
  root: string;
  place: SourcePlace;
  /** What the button shows: the place, as `file:line`, and anything that names what is there. */
  label: string;
  onOpened: (message: string) => void;
}

/** A place in a content file, as a button that opens it in the code editor and copies it. */
export function OpenButton({ root, place, label, onOpened }: Props) {
  return (
    <button type="button" className="dev-open" onClick={() => void openInEditor(root, place).then(onOpened)}>
      <code>{label}</code>
      <span className="dev-open__action">Open</span>
    </button>
  );
}
