import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DevProblem } from '../../shared/dev-server.ts';
import type { EditModeBlock, EditModeSite } from '../protocol.ts';
import { Fields } from './form-fields/Field.tsx';
import { formMistakes, placeProblems, textsToSend, valueToSave, type FormTexts } from './form-fields/form-check.ts';
import { SectionFormContext, type SectionFormState } from './form-fields/form-context.ts';
import { fieldId, getAt, setAt, textKeysOf, type BlockValue } from './form-fields/form-value.ts';
import { DialogFooter, DialogForm, ModalDialog } from './form-fields/ModalDialog.tsx';
import { blockFields, type FieldSpec } from './form-fields/schema-fields.ts';
import { freshKey } from './form-fields/text-keys.ts';
import { loadSourceMap } from './sources.ts';
import { getBlock, save } from './requests.ts';
import { useUnsavedGuard } from './unsaved-guard.ts';
import { useRead } from './use-read.ts';
import type { Path } from '../../shared/path.ts';

interface Props {
  /** The route of the page data the section belongs to, and its index in `blocks`. */
  route: string;
  index: number;
  site: EditModeSite;
  /** `saved`: the change was written (the page shows it in place). */
  onClose: (saved: boolean) => void;
}

/**
 * "Edit section": a form generated from the section's JSON Schema (docs/BEHAVIOUR.md#editing-on-the-page).
 * Each field is labelled and described as its schema says; texts are edited in every language side
 * by side; Save sends the block's new fields and the texts that changed, and what the content check
 * refuses is said at the field it concerns.
 */
export function SectionForm({ route, index, site, onClose }: Props) {
  const [reads, setReads] = useState(0);
  const { data: block, error } = useRead(
    useCallback(() => getBlock(route, index), [route, index]),
    reads,
  );
  const title = block ? (site.blockTypes.find((type) => type.type === block.type)?.title ?? block.type) : undefined;
  return (
    <ModalDialog
      title="Edit section"
      subtitle={
        block && (
          <>
            {title} · <code>{`${block.file}:${block.line}`}</code>
          </>
        )
      }
      onClose={() => onClose(false)}
    >
      {block ? (
        // Read again, a file changed on disk: the form starts anew from it.
        <BlockForm key={JSON.stringify(block.versions)} block={block} site={site} onClose={onClose} onReload={() => setReads(reads + 1)} />
      ) : (
        <>
          <div className="dev-modal__body">
            <p role={error ? 'alert' : 'status'}>{error ?? 'Reading the section…'}</p>
          </div>
          <DialogFooter onCancel={() => onClose(false)} />
        </>
      )}
    </ModalDialog>
  );
}

/** What the last Save came to, when it wrote nothing. */
interface Outcome {
  busy?: boolean;
  message?: string;
  /** The content check's refusals that name no field of the form. */
  elsewhere?: DevProblem[];
  /** The file changed since the form read it: Reload offers to read it again. */
  conflict?: boolean;
}

interface FormProps {
  block: EditModeBlock;
  site: EditModeSite;
  onClose: (saved: boolean) => void;
  onReload: () => void;
}

function BlockForm({ block, site, onClose, onReload }: FormProps) {
  const fields = useMemo(() => blockFields(site.blockSchemas[block.type] ?? {}), [site, block.type]);
  const form = useFormState(block, site, fields);
  const [outcome, setOutcome] = useState<Outcome>({});
  // What the form held when it opened, to tell whether anything typed would be lost by leaving the page.
  const [opened] = useState(() => JSON.stringify([form.value, form.texts]));
  useUnsavedGuard(JSON.stringify([form.value, form.texts]) !== opened);
  const body = useRef<HTMLDivElement>(null);
  // Typing starts in the first field, once the section is read.
  useEffect(() => body.current?.querySelector<HTMLElement>(firstControl)?.focus(), []);

  const submit = async () => {
    const value = valueToSave(form.value, form.texts, fields, site.languages);
    const newKeys = new Set(textKeysOf(value, fields).flatMap(({ key }) => (key in block.texts ? [] : [key])));
    const mistakes = formMistakes(value, form.texts, fields, site.languages, newKeys, requiredDescriptions(fields, value, form.newPictures));
    form.setProblems(mistakes);
    if (mistakes.size > 0) {
      setOutcome({ message: `Nothing was saved: ${mistakes.size === 1 ? 'one field needs' : `${mistakes.size} fields need`} a change, marked below.` });
      return focusFirstProblem(body.current);
    }
    setOutcome({ busy: true });
    const changedTexts = textsToSend(value, fields, form.texts, block.texts);
    const answer = await save(
      [{ kind: 'set-block', route: block.route, index: block.index, value, ...(Object.keys(changedTexts).length > 0 ? { texts: changedTexts } : {}) }],
      block.versions,
      { kind: 'block', route: block.route, index: block.index, control: 'edit' },
    );
    if (answer.status === 'saved') return onClose(true);
    if (answer.status !== 'refused') return setOutcome({ message: answer.message, conflict: answer.status === 'conflict' });
    const placed = placeProblems(answer.problems, { file: block.file, index: block.index, fields, value });
    form.setProblems(placed.at);
    setOutcome({ message: 'The content check refused the change: nothing was saved.', elsewhere: placed.elsewhere });
    focusFirstProblem(body.current);
  };

  return (
    <SectionFormContext.Provider value={form.state}>
      <DialogForm
        action="Save"
        busyAction="Saving…"
        busy={!!outcome.busy}
        onSubmit={() => void submit()}
        onCancel={() => onClose(false)}
        bodyRef={body}
        outcome={<OutcomeText outcome={outcome} />}
        before={
          outcome.conflict && (
            <button type="button" className="dev-button" onClick={onReload}>
              Reload
            </button>
          )
        }
      >
        {fields.length > 0 ? (
          <Fields fields={fields} path={[]} />
        ) : (
          <p>{`A section of type "${block.type}" has no fields this form knows: edit it in ${block.file}, line ${block.line}.`}</p>
        )}
      </DialogForm>
    </SectionFormContext.Provider>
  );
}

/** Why the last Save wrote nothing, and the refusals that name no field of the form. */
function OutcomeText({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome.message && <p className="dev-modal__problem">{outcome.message}</p>}
      {outcome.elsewhere?.map((problem) => (
        <p key={`${problem.file}:${problem.line}:${problem.code}`} className="dev-modal__problem">
          <code>{`${problem.file}:${problem.line}`}</code> {problem.message} {problem.hint}
        </p>
      ))}
    </>
  );
}

/** The form's value, texts and problems, and what its fields call to change them. */
function useFormState(block: EditModeBlock, site: EditModeSite, fields: FieldSpec[]) {
  const [value, setValue] = useState<BlockValue>(block.value);
  const [texts, setTexts] = useState<FormTexts>(() => formTexts(block.texts));
  const [problems, setProblems] = useState<ReadonlyMap<string, string[]>>(new Map());
  const [newPictures, setNewPictures] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(value);
  const given = useRef(new Set(Object.keys(block.texts)));
  // A new key is free in the whole site, not only in this block: every key the site's text files hold is taken.
  useEffect(() => {
    void loadSourceMap().then(
      (map) => Object.values(map.texts).forEach((texts) => Object.keys(texts).forEach((key) => given.current.add(key))),
      () => undefined,
    );
  }, []);
  const keyContext = (current: BlockValue) => ({ value: current, fields, taken: given.current, blockType: block.type, route: block.route, index: block.index });
  const change = (path: Path, next: unknown, focusId?: string) => {
    latest.current = setAt(latest.current, path, next, fields);
    setValue(latest.current);
    if (focusId) focusSoon(focusId);
  };
  const state: SectionFormState = {
    value,
    texts,
    languages: site.languages,
    pages: site.pages,
    problems,
    newPictures,
    setValue: change,
    setText: (path, language, text) => {
      const existing = getAt(latest.current, path);
      const key = typeof existing === 'string' && existing ? existing : freshKey(path, keyContext(latest.current));
      if (key !== existing) {
        given.current.add(key);
        change(path, key);
      }
      setTexts((before) => ({ ...before, [key]: { ...before[key], [language]: text } }));
    },
    focusSoon,
    markNewPicture: (path) => setNewPictures((before) => new Set(before).add(fieldId(path))),
  };
  return { state, value, texts, newPictures, setProblems };
}

const firstControl = 'input:not([hidden]), select, textarea';

/** Focuses an element by id once the form has drawn again: a group's first control, or the element itself. */
function focusSoon(id: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    const control = element?.matches('fieldset') ? element.querySelector<HTMLElement>(firstControl) : null;
    (control ?? element)?.focus();
  });
}

/** The texts as the form holds them: '' for a language without its text yet. */
const formTexts = (texts: EditModeBlock['texts']): FormTexts =>
  Object.fromEntries(
    Object.entries(texts).map(([key, values]) => [key, Object.fromEntries(Object.entries(values).map(([language, text]) => [language, text ?? '']))]),
  );

/** The descriptions of pictures chosen in this form: required in every language (their ids). */
function requiredDescriptions(fields: FieldSpec[], value: BlockValue, newPictures: ReadonlySet<string>): Set<string> {
  const required = new Set<string>();
  const visit = (level: FieldSpec[], path: Path) => {
    for (const field of level) {
      const at = [...path, field.name];
      if (field.kind === 'image' && field.alt && newPictures.has(fieldId(at))) required.add(fieldId([...path, field.alt.name]));
      if (field.kind === 'object') visit(field.fields, at);
      const items = getAt(value, at);
      const item = field.kind === 'list' ? field.item : undefined;
      if (item?.kind === 'object' && Array.isArray(items)) items.forEach((_, index) => visit(item.fields, [...at, index]));
    }
  };
  visit(fields, []);
  return required;
}

function focusFirstProblem(body: HTMLElement | null) {
  requestAnimationFrame(() => body?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
