import { useId, useState } from 'react';
import type { EditModeAnswer, EditModeSite } from '../protocol.ts';
import { DialogFooter, FormDialog, ModalDialog } from './form-fields/ModalDialog.tsx';
import { refusal } from './sections.ts';

interface AddProps {
  site: EditModeSite | undefined;
  siteError: string | undefined;
  /** The new section's place on the page, from 1. */
  position: number;
  onCancel: () => void;
  /** Adds a section of `type`; a refusal or a failure is said in the dialog, which stays open. */
  onAdd: (type: string) => Promise<EditModeAnswer>;
}

/** "Add section": every block type by its schema's title and description; the chosen one comes with its example texts. */
export function AddSectionDialog({ site, siteError, position, onCancel, onAdd }: AddProps) {
  const [type, setType] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [trouble, setTrouble] = useState<string>();
  const add = async () => {
    if (!type) return;
    setAdding(true);
    setTrouble(undefined);
    const answer = await onAdd(type);
    if (answer.status === 'saved') return;
    setAdding(false);
    setTrouble(answer.status === 'refused' ? refusal(answer.problems) : answer.message);
  };
  return (
    <FormDialog
      title="Add section"
      subtitle={`As section ${position} of this page, with the example texts of its type, to change afterwards.`}
      action="Add section"
      busyAction="Adding…"
      busy={adding}
      disabled={!type}
      onSubmit={() => void add()}
      onCancel={onCancel}
      outcome={trouble && <p className="dev-modal__problem">{trouble}</p>}
    >
      {site ? (
        <TypeChoices site={site} chosen={type} onChoose={setType} />
      ) : (
        <p role={siteError ? 'alert' : undefined}>{siteError ?? 'Reading the types of section…'}</p>
      )}
    </FormDialog>
  );
}

/** Every block type, as a list of choices: its schema's title, its description read with it. */
function TypeChoices({ site, chosen, onChoose }: { site: EditModeSite; chosen: string | undefined; onChoose: (type: string) => void }) {
  const id = useId();
  return (
    <fieldset className="dev-block-types">
      <legend className="dev-row dev-field__label">Type of section</legend>
      <div className="dev-block-types__options">
        {site.blockTypes.map((blockType) => (
          <label key={blockType.type} className="dev-block-type">
            <input
              type="radio"
              name={`${id}-type`}
              value={blockType.type}
              checked={chosen === blockType.type}
              onChange={() => onChoose(blockType.type)}
              aria-describedby={`${id}-${blockType.type}`}
            />
            <span className="dev-block-type__title">{blockType.title}</span>
            <span id={`${id}-${blockType.type}`} className="dev-block-type__description">
              {blockType.description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface RemoveProps {
  /** "section 2, Questions and answers" */
  name: string;
  onCancel: () => void;
  onRemove: () => Promise<void>;
}

/** The question before a section goes: Cancel comes first, and has the focus. */
export function RemoveSectionDialog({ name, onCancel, onRemove }: RemoveProps) {
  const [removing, setRemoving] = useState(false);
  return (
    <ModalDialog title="Remove this section?" size="small" onClose={onCancel}>
      <div className="dev-modal__body">
        <p>
          {name.replace(/^s/, 'S')}, is removed from the page file, with the texts only it uses. Undo (<kbd>Ctrl</kbd>+<kbd>Z</kbd>) brings it back.
        </p>
      </div>
      <DialogFooter onCancel={onCancel}>
        <button
          type="button"
          className="dev-button dev-button--primary dev-button--danger"
          aria-disabled={removing || undefined}
          onClick={() => {
            if (removing) return;
            setRemoving(true);
            void onRemove();
          }}
        >
          {removing ? 'Removing…' : 'Remove section'}
        </button>
      </DialogFooter>
    </ModalDialog>
  );
}
