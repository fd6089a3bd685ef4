import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { EditModeChange, EditModeSite, EditModeTranslations } from '../protocol.ts';
import { DialogFooter, ModalDialog } from './form-fields/ModalDialog.tsx';
import { getTranslations, save } from './requests.ts';
import { saveProblem } from './SaveFooter.tsx';
import './translations-dialog.css';

type Text = EditModeTranslations['pages'][number]['texts'][number];

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const nameOf = (code: string) => languageNames.of(code) ?? code;

/** Why a text is listed, in plain words: "English changed after the Spanish was written". */
function reasonOf(reason: Text['reason'], languages: EditModeSite['languages']): string {
  if (reason === 'untranslated') return 'Not translated yet';
  const [source, ...others] = languages.map(({ code }) => nameOf(code));
  return `${source ?? 'The original'} changed after the ${others.length === 1 ? others[0]! : 'translation'} was written`;
}

/**
 * The Translations dialog (docs/EDITING.md#translate-the-site): every text whose translation is
 * missing or out of date, page by page, in every language side by side; each can be corrected in
 * place and marked as translated, as `npm run i18n:confirm -- <key>` would, through the same checked
 * saves as every other dialog.
 */
export function TranslationsDialog({ site, onClose }: { site: EditModeSite; onClose: () => void }) {
  const [read, setRead] = useState<EditModeTranslations>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  const load = useCallback(
    () =>
      getTranslations().then(setRead, (error: unknown) => {
        setProblem(error instanceof Error ? error.message : String(error));
      }),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const count = read?.pages.reduce((total, page) => total + page.texts.length, 0) ?? 0;
  const submit = async (text: Text, values: Record<string, string>): Promise<string | undefined> => {
    if (!read) return undefined;
    const changed = (code: string) => values[code] !== (text.values[code] ?? '');
    // A translation written here counts as translated when saved (docs/BEHAVIOUR.md#translations); one left as it was is marked so.
    const translated = site.languages.slice(1).every(({ code }) => changed(code));
    const changes: EditModeChange[] = [
      ...(Object.keys(values).some(changed) ? [{ kind: 'set-text' as const, key: text.key, values }] : []),
      ...(translated ? [] : [{ kind: 'mark-translated' as const, key: text.key }]),
    ];
    const answer = await save(changes, read.versions);
    if (answer.status !== 'saved') return saveProblem(answer);
    setDone(`“${text.label}” marked as translated.`);
    body.current?.focus();
    await load();
    return undefined;
  };

  return (
    <ModalDialog title="Translations" subtitle="Texts whose translation is missing or out of date, page by page." onClose={onClose}>
      <div ref={body} className="dev-modal__body" tabIndex={-1}>
        <p role="status" className="dev-translations__count">
          {done && `${done} `}
          {read && (count === 0 ? 'Every text is translated.' : `${count} ${count === 1 ? 'text needs' : 'texts need'} translating.`)}
        </p>
        {!read && !problem && <p>Reading the translations…</p>}
        {read?.pages.map((page) => (
          <PageTexts key={`${page.title} ${page.path ?? ''}`} page={page} site={site} onSubmit={submit} />
        ))}
      </div>
      <DialogFooter outcome={problem && <p className="dev-modal__problem">{problem}</p>} onCancel={onClose} cancel="Close" />
    </ModalDialog>
  );
}

interface PageProps {
  page: EditModeTranslations['pages'][number];
  site: EditModeSite;
  onSubmit: (text: Text, values: Record<string, string>) => Promise<string | undefined>;
}

function PageTexts({ page, site, onSubmit }: PageProps) {
  const headingId = useId();
  return (
    <section className="dev-translations__page" aria-labelledby={headingId}>
      <h3 id={headingId} className="dev-translations__heading">
        {page.title}
        {page.path && <span className="dev-translations__path"> {page.path}</span>}
      </h3>
      <ul className="dev-list__items">
        {page.texts.map((text) => (
          <li key={text.key}>
            <TranslationItem text={text} site={site} onSubmit={(values) => onSubmit(text, values)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ItemProps {
  text: Text;
  site: EditModeSite;
  onSubmit: (values: Record<string, string>) => Promise<string | undefined>;
}

/** One text: what it is and why it is listed, its boxes in every language, and "Mark as translated". */
function TranslationItem({ text, site, onSubmit }: ItemProps) {
  const id = useId();
  const [values, setValues] = useState(() => Object.fromEntries(site.languages.map(({ code }) => [code, text.values[code] ?? ''])));
  const [state, setState] = useState<{ busy?: boolean; problem?: string }>({});
  return (
    <form
      className="dev-item dev-translation"
      aria-labelledby={`${id}-label`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state.busy) return;
        setState({ busy: true });
        void onSubmit(values).then((problem) => setState(problem ? { problem } : {}));
      }}
    >
      <div className="dev-row dev-translation__head">
        <h4 id={`${id}-label`} className="dev-item__legend">
          {text.label}
        </h4>
        <span className={`dev-flag dev-flag--${text.reason}`}>{reasonOf(text.reason, site.languages)}</span>
      </div>
      <div className="dev-text-boxes">
        {site.languages.map(({ code }) => (
          <div key={code} className="dev-field">
            <label htmlFor={`${id}-${code}`} className="dev-field__label">
              {nameOf(code)}
            </label>
            <textarea
              id={`${id}-${code}`}
              className="dev-input dev-text-box__input"
              lang={code}
              rows={3}
              spellCheck
              value={values[code] ?? ''}
              onChange={(event) => setValues({ ...values, [code]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="dev-row dev-translation__foot">
        {state.problem && (
          <p className="dev-modal__problem" role="alert">
            {state.problem}
          </p>
        )}
        <button type="submit" className="dev-button dev-button--primary" aria-disabled={state.busy ? true : undefined}>
          {state.busy ? 'Saving…' : 'Mark as translated'}
        </button>
      </div>
    </form>
  );
}
