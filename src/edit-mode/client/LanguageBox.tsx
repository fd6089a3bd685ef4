import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DevProblem } from '../../shared/dev-server.ts';
import type { EditModeText } from '../protocol.ts';
import { OpenButton } from '../../dev/OpenButton.tsx';
import { editStatus } from './edit-status.ts';
import { flagOf } from './text-edit.ts';
import { insertLink, toggleEmphasis, toggleList, type Edit } from './text-format.ts';

interface Props {
  language: EditModeText['languages'][number];
  formatted: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The content check's refusals of this language's text. */
  problems: DevProblem[];
  root: string;
  pages: readonly { path: string; title: string }[];
}

/** One language's box of the "Edit text" dialog: its label, its place in the files, its state, and the formatting buttons of a formatted text. */
export function LanguageBox({ language, formatted, value, onChange, problems, root, pages }: Props) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  /** The selection to put back once an edit of a button is drawn. */
  const [selection, setSelection] = useState<{ start: number; end: number }>();
  useLayoutEffect(() => {
    if (!selection || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(selection.start, selection.end);
  }, [selection]);
  const apply = (edit: (value: string, start: number, end: number) => Edit) => {
    const area = box.current;
    if (!area) return;
    const next = edit(area.value, area.selectionStart, area.selectionEnd);
    onChange(next.value);
    setSelection({ start: next.start, end: next.end });
  };
  const flag = flagOf(language.state);
  const problemIds = problems.map((_, index) => `${id}-problem-${index}`);
  const place = { file: language.file, line: language.line ?? 1, column: 1 };

  return (
    <div className="dev-text-box" role="group" aria-labelledby={`${id}-label`}>
      <div className="dev-row">
        <label id={`${id}-label`} htmlFor={`${id}-box`} className="dev-text-box__label">
          {language.label}
        </label>
        {flag && <span className={`dev-flag dev-flag--${language.state}`}>{flag}</span>}
      </div>
      <OpenButton root={root} place={place} label={language.line === null ? language.file : `${language.file}:${language.line}`} onOpened={editStatus.say} />
      {formatted && <FormatBar label={language.label} onFormat={apply} pages={pages} />}
      <textarea
        ref={box}
        id={`${id}-box`}
        className="dev-input dev-text-box__input"
        lang={language.code}
        value={value}
        rows={formatted ? 8 : 3}
        spellCheck
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problemIds.length > 0 ? problemIds.join(' ') : undefined}
        aria-keyshortcuts={formatted ? 'Control+B Control+I' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={formatted ? (event) => shortcut(event, apply) : undefined}
      />
      {problems.map((problem, index) => (
        <p key={problemIds[index]} id={problemIds[index]} role="alert" className="dev-field__problem">
          <strong>{problem.message}</strong>
          {problem.hint && <span> How to fix: {problem.hint}</span>}
        </p>
      ))}
    </div>
  );
}

/** Ctrl+B and Ctrl+I (⌘ on a Mac) in a formatted text's box, as in any editor. */
function shortcut(event: KeyboardEvent<HTMLTextAreaElement>, apply: (edit: (value: string, start: number, end: number) => Edit) => void) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const kind = event.key.toLowerCase() === 'b' ? 'bold' : event.key.toLowerCase() === 'i' ? 'italic' : undefined;
  if (!kind) return;
  event.preventDefault();
  apply((value, start, end) => toggleEmphasis(value, start, end, kind));
}

interface FormatBarProps {
  label: string;
  onFormat: (edit: (value: string, start: number, end: number) => Edit) => void;
  pages: readonly { path: string; title: string }[];
}

/** Bold, Italic, Link and List for one box; Link asks for its address in a field below, not in a prompt. */
function FormatBar({ label, onFormat, pages }: FormatBarProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="dev-row dev-format" role="group" aria-label={`Formatting, ${label}`}>
        <button type="button" className="dev-format__button" onClick={() => onFormat((v, s, e) => toggleEmphasis(v, s, e, 'bold'))}>
          <b aria-hidden="true">B</b>
          <span className="visually-hidden">Bold</span>
        </button>
        <button type="button" className="dev-format__button" onClick={() => onFormat((v, s, e) => toggleEmphasis(v, s, e, 'italic'))}>
          <i aria-hidden="true">I</i>
          <span className="visually-hidden">Italic</span>
        </button>
        <button type="button" className="dev-format__button dev-format__button--word" aria-expanded={asking} onClick={() => setAsking(!asking)}>
          Link
        </button>
        <button type="button" className="dev-format__button dev-format__button--word" onClick={() => onFormat(toggleList)}>
          List
        </button>
      </div>
      {asking && (
        <LinkAddress
          pages={pages}
          onDone={(address) => {
            setAsking(false);
            if (address) onFormat((v, s, e) => insertLink(v, s, e, address));
          }}
        />
      )}
    </>
  );
}

/** The address of a new link: a page of the site (offered as you type) or a web address. Enter adds it. */
function LinkAddress({ pages, onDone }: { pages: readonly { path: string; title: string }[]; onDone: (address: string | undefined) => void }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The field appears because Link was pressed: typing goes there.
  useEffect(() => field.current?.focus(), []);
  // Enter adds the link rather than saving the dialog. Escape closes the dialog, as everywhere in it.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onDone(address.trim() || undefined);
  };
  return (
    <div className="dev-row dev-link-address">
      <label htmlFor={`${id}-address`}>Address of the link</label>
      <input
        ref={field}
        id={`${id}-address`}
        type="text"
        inputMode="url"
        list={`${id}-pages`}
        value={address}
        placeholder="/services or https://…"
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={onKey}
      />
      <datalist id={`${id}-pages`}>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.title}
          </option>
        ))}
      </datalist>
      <button type="button" className="dev-button" disabled={!address.trim()} onClick={() => onDone(address.trim())}>
        Add link
      </button>
      <button type="button" className="dev-button" onClick={() => onDone(undefined)}>
        Cancel link
      </button>
    </div>
  );
}
