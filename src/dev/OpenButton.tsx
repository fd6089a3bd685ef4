import type { SourcePlace } from '../shared/dev-server.ts';
import { openInEditor } from './open-in-editor.ts';

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
