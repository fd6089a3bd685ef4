import { useEffect, useId, useState } from 'react';
import { formatHex } from 'culori';
import { brandColourNames, brandColoursOf, fontNames, readColour, type BrandColourName } from '../../styles/brand.ts';
import type { EditModeBrand, EditModeBrandSettings } from '../protocol.ts';
import { isColour, saveWaits, verdictOf, writtenColours, type Verdict } from './brand-verdict.ts';
import { ModalDialog } from './form-fields/ModalDialog.tsx';
import { PictureUpload } from './PageSettingsDialog.tsx';
import { getBrand, save } from './requests.ts';
import { NoticeDialog, SaveForm, saveProblem } from './SaveFooter.tsx';
import './brand-dialog.css';

const settingsOf = ({ colours, font, logo, favicon }: EditModeBrandSettings): EditModeBrandSettings => ({ colours, font, logo, favicon });

/**
 * Brand (docs/EDITING.md#brand-colours-font-and-logo): the site's colours, each with a verdict in plain words before it
 * is saved and the nearest colour that reads well when it does not; its font, logo and favicon.
 * Save waits while a colour would be refused, so the check never has to refuse it.
 */
export function BrandDialog({ onClose }: { onClose: () => void }) {
  const [brand, setBrand] = useState<EditModeBrand>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    getBrand().then(setBrand, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, []);
  if (problem)
    return (
      <NoticeDialog title="Brand" onClose={onClose}>
        {problem}
      </NoticeDialog>
    );
  if (!brand)
    return (
      <ModalDialog title="Brand" onClose={onClose} size="small">
        <div className="dev-modal__body">
          <p>Reading the brand…</p>
        </div>
      </ModalDialog>
    );
  return <BrandForm brand={brand} onClose={onClose} />;
}

function BrandForm({ brand, onClose }: { brand: EditModeBrand; onClose: () => void }) {
  const [settings, setSettings] = useState(() => settingsOf(brand));
  const [choices, setChoices] = useState({ logo: brand.logoChoices, favicon: brand.faviconChoices });
  const id = useId();
  const waits = saveWaits(settings.colours);
  const written = writtenColours(settings.colours);
  const { state, submit } = useSaveBrand(brand, settings, waits, onClose);
  const setColour = (name: string, value: string | null) => setSettings((current) => ({ ...current, colours: { ...current.colours, [name]: value } }));
  const addChoice = (which: 'logo' | 'favicon', path: string) => {
    setChoices((current) => ({ ...current, [which]: [...new Set([...current[which], path])] }));
    setSettings((current) => ({ ...current, [which]: path }));
    return `Stored as ${path}.`;
  };

  return (
    <ModalDialog title="Brand" subtitle="The site’s colours, font, logo and favicon, written in site.yaml." onClose={onClose}>
      <SaveForm {...state} waits={waits} onSubmit={submit} onCancel={onClose}>
        <div className="dev-brand__colours">
          {brand.colourFields.map((field) => (
            <ColourField
              key={field.name}
              id={`${id}-${field.name}`}
              field={field}
              typed={settings.colours}
              written={written}
              onChange={(value) => setColour(field.name, value)}
            />
          ))}
        </div>
        <FontField id={`${id}-font`} font={settings.font ?? brand.own.font} onChange={(font) => setSettings((current) => ({ ...current, font }))} />
        <PictureChoice
          id={`${id}-logo`}
          label="Logo"
          description="The picture before the company name in the header, 32 pixels high: SVG or WebP."
          picture={settings.logo ?? brand.own.logo}
          choices={choices.logo}
          accept=".svg,.webp"
          onChange={(logo) => setSettings((current) => ({ ...current, logo }))}
          onStored={(path) => addChoice('logo', path)}
        />
        <PictureChoice
          id={`${id}-favicon`}
          label="Favicon"
          description="The small picture browsers show on the tab and in bookmarks: SVG or PNG, square."
          picture={settings.favicon ?? brand.own.favicon}
          choices={choices.favicon}
          accept=".svg,.png"
          onChange={(favicon) => setSettings((current) => ({ ...current, favicon }))}
          onStored={(path) => addChoice('favicon', path)}
        />
      </SaveForm>
    </ModalDialog>
  );
}

/** Saves the brand when a setting changed (colours as typed, without the spaces around them); closes the dialog once saved. */
function useSaveBrand(brand: EditModeBrand, settings: EditModeBrandSettings, waits: string | undefined, onClose: () => void) {
  const [state, setState] = useState<{ problem?: string; busy?: boolean }>({});
  const submit = async () => {
    if (waits) return;
    const colours = Object.fromEntries(Object.entries(settings.colours).map(([name, value]) => [name, value?.trim() ?? null]));
    const asked = { ...settings, colours };
    if (JSON.stringify(asked) === JSON.stringify(settingsOf(brand))) return onClose();
    setState({ busy: true });
    const answer = await save([{ kind: 'set-brand', ...asked }], brand.versions);
    if (answer.status === 'saved') return onClose();
    setState({ problem: saveProblem(answer) });
  };
  return { state, submit };
}

const isBrandColour = (name: string): name is BrandColourName => brandColourNames.some((known) => known === name);

interface ColourProps {
  id: string;
  field: EditModeBrand['colourFields'][number];
  /** Every colour as typed (null: left out of site.yaml). */
  typed: Record<string, string | null>;
  written: ReturnType<typeof writtenColours>;
  onChange: (value: string | null) => void;
}

/** One colour: a colour picker and its code side by side, what it is for, and the verdict on it with the nearest colour that reads well. */
function ColourField({ id, field, typed, written, onChange }: ColourProps) {
  const name = isBrandColour(field.name) ? field.name : 'primary';
  const value = typed[name] ?? null;
  const follows = name === 'accent' && value === null;
  // What the pages show for a colour left out: the site's own, or the accent of the primary colour.
  const shown = value ?? brandColoursOf(written)[name];
  const readable = isColour(shown);
  const verdict = readable
    ? verdictOf(written, name)
    : { readable: false, words: 'Not a colour yet: write it as # and six digits or letters a to f, such as #1849a9.' };
  return (
    <fieldset className="dev-brand__colour" aria-describedby={`${id}-description`}>
      <legend className="dev-field__label">{field.title}</legend>
      <p id={`${id}-description`} className="dev-field__description">
        {field.description}
      </p>
      {name === 'accent' && <FollowsPrimary id={`${id}-follows`} follows={follows} onChange={(checked) => onChange(checked ? null : shown)} />}
      <label htmlFor={`${id}-code`} className="dev-field__sublabel">
        {field.title}
      </label>
      <div className="dev-brand__pick">
        <input
          type="color"
          className="dev-brand__swatch"
          aria-label={`Pick the ${field.title.toLowerCase()}`}
          value={readable ? formatHex(readColour(shown)!) : '#000000'}
          disabled={follows}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-code`}
          className="dev-input dev-brand__code"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={shown}
          readOnly={follows}
          aria-invalid={!verdict.readable || undefined}
          aria-describedby={`${id}-verdict`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <ColourVerdict id={`${id}-verdict`} verdict={verdict} follows={follows} onUse={onChange} />
    </fieldset>
  );
}

/** The accent's choice: the primary colour's own accent, or a colour of its own. */
function FollowsPrimary({ id, follows, onChange }: { id: string; follows: boolean; onChange: (follows: boolean) => void }) {
  return (
    <div className="dev-field dev-field--check">
      <input id={id} className="dev-check" type="checkbox" checked={follows} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="dev-field__sublabel">
        Follow the primary colour
      </label>
    </div>
  );
}

/** The verdict on a colour, read out as it changes, and the nearest colour that reads well, to use at a press. */
function ColourVerdict({ id, verdict, follows, onUse }: { id: string; verdict: Verdict; follows: boolean; onUse: (colour: string) => void }) {
  return (
    <>
      <p id={id} className={`dev-brand__verdict dev-brand__verdict--${verdict.readable ? 'ok' : 'problem'}`} role="status">
        {follows ? `Follows the primary colour: ${verdict.words}` : verdict.words}
      </p>
      {verdict.suggestion && (
        <button type="button" className="dev-button" onClick={() => onUse(verdict.suggestion!)}>
          <span className="dev-brand__chip" style={{ background: verdict.suggestion }} aria-hidden="true" />
          {`Use ${verdict.suggestion}`}
        </button>
      )}
    </>
  );
}

function FontField({ id, font, onChange }: { id: string; font: string; onChange: (font: string) => void }) {
  return (
    <div className="dev-field">
      <label htmlFor={id} className="dev-field__label">
        Font
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        The typeface of every text, served by the site itself.
      </p>
      <select id={id} className="dev-input" aria-describedby={`${id}-description`} value={font} onChange={(event) => onChange(event.target.value)}>
        {Object.entries(fontNames).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PictureProps {
  id: string;
  label: string;
  description: string;
  picture: string;
  choices: string[];
  accept: string;
  onChange: (picture: string) => void;
  /** A picture uploaded and stored: what to say of it. */
  onStored: (path: string) => string;
}

/** The logo or the favicon: one of the site's pictures, or a new one stored in the images folder as a section's picture is. */
function PictureChoice({ id, label, description, picture, choices, accept, onChange, onStored }: PictureProps) {
  const options = choices.includes(picture) ? choices : [picture, ...choices];
  return (
    <div className="dev-field dev-brand__picture">
      <label htmlFor={id} className="dev-field__label">
        {label}
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        {description}
      </p>
      <div className="dev-brand__pick">
        <img className="dev-brand__preview" src={`${import.meta.env.BASE_URL}${picture}`} alt="" />
        <select id={id} className="dev-input" aria-describedby={`${id}-description`} value={picture} onChange={(event) => onChange(event.target.value)}>
          {options.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-upload`} className="dev-field__sublabel">
        {`Upload a ${label.toLowerCase()}`}
      </label>
      <PictureUpload id={`${id}-upload`} accept={accept} onStored={onStored} />
    </div>
  );
}
