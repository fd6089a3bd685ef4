import { createContext, useContext } from 'react';
import type { EditModeLanguage, EditModeSite } from '../../protocol.ts';
import type { FormTexts } from './form-check.ts';
import type { BlockValue } from './form-value.ts';
import type { Path } from '../../../shared/path.ts';

/** What every field of the section form reads and changes: the block's value and its texts. */
export interface SectionFormState {
  value: BlockValue;
  texts: FormTexts;
  languages: EditModeLanguage[];
  pages: EditModeSite['pages'];
  /** Field id → what to say there (the check's refusal, or a mistake seen before sending). */
  problems: ReadonlyMap<string, string[]>;
  /** Writes `next` at `path`; then focuses the element with the id `focus` once the form has drawn again (after adding, moving, removing). */
  setValue: (path: Path, next: unknown, focus?: string) => void;
  /** Writes a text of the field at `path`; a field without a key yet gets a fresh one. */
  setText: (path: Path, language: string, text: string) => void;
  /** Focuses the element with this id once the form has drawn again. */
  focusSoon: (id: string) => void;
  /** The image fields (by field id) given a new picture in this form: their description is asked for. */
  newPictures: ReadonlySet<string>;
  markNewPicture: (path: Path) => void;
}

export const SectionFormContext = createContext<SectionFormState | null>(null);

export function useSectionForm(): SectionFormState {
  const state = useContext(SectionFormContext);
  if (!state) throw new Error('useSectionForm() outside <SectionForm>');
  return state;
}
