import type { SourcePlace } from '../shared/dev-server.ts';

/** `locales/en/about.yaml:3`: what an editor's "Go to file" (Ctrl+P in VS Code) accepts. */
const placeName = (place: SourcePlace): string => `${place.file}:${place.line}`;

/**
 * Asks the development server to open `place` in the code editor (Vite's open-in-editor endpoint,
 * which finds a running editor, or uses LAUNCH_EDITOR or EDITOR), and copies `file:line` to the
 * clipboard for anyone without one. Resolves to what to tell the editor.
 */
export async function openInEditor(root: string, place: SourcePlace): Promise<string> {
  const name = placeName(place);
  const path = `${root.replace(/[\\/]$/, '')}/${place.file}:${place.line}:${place.column}`;
  void fetch(`/__open-in-editor?file=${encodeURIComponent(path)}`).catch(() => undefined);
  try {
    await navigator.clipboard.writeText(name);
    return `Opening ${name} in your code editor. Also copied to the clipboard: ${name}`;
  } catch {
    return `Opening ${name} in your code editor. Copying failed: select ${name} here and copy it.`;
  }
}
