import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { DevProblem } from '../../shared/dev-server.ts';
import type { EditModeText } from '../protocol.ts';
import { ProblemList } from '../../dev/problems/ProblemList.tsx';
import { FormDialog } from './form-fields/ModalDialog.tsx';
import { editStatus } from './edit-status.ts';
import { LanguageBox } from './LanguageBox.tsx';
import { changedValues, placeProblems } from './text-edit.ts';
import { reloadNow, useUnsavedGuard } from './unsaved-guard.ts';
import { getText, save } from './requests.ts';
import { useRead } from './use-read.ts';

interface Props {
  textKey: string;
  /** The site folder, for the code editor to open a file. */
  root: string;
  /** The site's pages, offered as addresses for a link. */
  pages: readonly { path: string; title: string }[];
  /** Saved, the page shows the change in place. Either way the caller returns the focus to the text. */
  onClose: () => void;
}

/** What stands instead of the boxes or beside them: why nothing could be read or written. */
type Trouble = { kind: 'refused'; problems: DevProblem[] } | { kind: 'conflict'; message: string } | { kind: 'error'; message: string };

/**
 * "Edit text" (docs/BEHAVIOUR.md#editing-on-the-page): one text in every language of the site, side
 * by side; Save writes the languages that changed, after the content check has passed them.
 */
export function TextDialog({ textKey, root, pages, onClose }: Props) {
  const { data: text, error: readError } = useRead(useCallback(() => getText(textKey), [textKey]));
  // What is typed in each language's box, where it differs from the text as read.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [trouble, setTrouble] = useState<Trouble>();
  const form = useFocusInside(text, trouble);
  const submit = useSave(text, typed, { onClose, setTrouble });
  useUnsavedGuard(!!text && Object.keys(changedValues(text, typed)).length > 0);
  const placed = text && trouble?.kind === 'refused' ? placeProblems(trouble.problems, text) : undefined;
  return (
    <FormDialog
      title="Edit text"
      subtitle={<TextName textKey={textKey} formatted={text?.formatted} />}
      action="Save"
      busyAction="Saving…"
      busy={submit.saving}
      disabled={!text}
      onSubmit={() => void submit.run()}
      onCancel={onClose}
      formRef={form}
    >
      {!text &&
        (readError ? (
          <p role="alert" className="dev-modal__problem">
            {readError}
          </p>
        ) : (
          <p>Reading the text…</p>
        ))}
      <TroubleMessage trouble={trouble} others={placed?.others ?? []} root={root} />
      {text && (
        <div className="dev-text-boxes">
          {text.languages.map((language) => (
            <LanguageBox
              key={language.code}
              language={language}
              formatted={text.formatted}
              value={typed[language.code] ?? language.value ?? ''}
              onChange={(value) => setTyped((before) => ({ ...before, [language.code]: value }))}
              problems={placed?.byLanguage[language.code] ?? []}
              root={root}
              pages={pages}
            />
          ))}
        </div>
      )}
    </FormDialog>
  );
}

/** Under the heading: which text, and whether it takes formatting. */
function TextName({ textKey, formatted }: { textKey: string; formatted: boolean | undefined }) {
  return (
    <>
      Key <code>{textKey}</code>
      {formatted && ' · formatted text: **bold**, *italic*, [links](/page) and "- " lists'}
    </>
  );
}

/** Once the boxes are there, typing starts in the first; after a refusal, in the first box it concerns, its message read with it. */
function useFocusInside(text: EditModeText | undefined, trouble: Trouble | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (text) form.current?.querySelector('textarea')?.focus();
  }, [text]);
  useEffect(() => {
    if (trouble?.kind === 'refused') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [trouble]);
  return form;
}

/** Save: the languages that changed, or nothing when none did; what the server answered. */
function useSave(
  text: EditModeText | undefined,
  typed: Record<string, string>,
  { onClose, setTrouble }: { onClose: () => void; setTrouble: Dispatch<SetStateAction<Trouble | undefined>> },
) {
  const [saving, setSaving] = useState(false);
  const run = async () => {
    if (!text) return;
    const values = changedValues(text, typed);
    if (Object.keys(values).length === 0) {
      editStatus.say('Nothing changed: nothing was written.');
      onClose();
      return;
    }
    setSaving(true);
    setTrouble(undefined);
    const answer = await save([{ kind: 'set-text', key: text.key, values }], text.versions);
    setSaving(false);
    if (answer.status === 'saved') onClose();
    else if (answer.status === 'refused') setTrouble({ kind: 'refused', problems: answer.problems });
    else setTrouble({ kind: answer.status, message: answer.message });
  };
  return { run, saving };
}

/**
 * Said above the boxes, the typed text left as it is: a refusal that concerns none of the boxes'
 * files, a conflict, or no answer.
 */
function TroubleMessage({ trouble, others, root }: { trouble: Trouble | undefined; others: DevProblem[]; root: string }) {
  if (trouble?.kind === 'refused')
    return others.length === 0 ? null : (
      <div role="alert" className="dev-text-trouble">
        <p className="dev-modal__problem">The content check refused this change:</p>
        <ProblemList problems={others} root={root} onOpened={editStatus.say} />
      </div>
    );
  if (!trouble) return null;
  return (
    <div role="alert" className="dev-text-trouble">
      <p className="dev-modal__problem">{trouble.message}</p>
      {trouble.kind === 'conflict' && (
        <p className="dev-row">
          <span>Your text stays here until you reload: copy it first if you want to keep it.</span>
          <button type="button" className="dev-button" onClick={reloadNow}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
