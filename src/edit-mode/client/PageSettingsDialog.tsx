import { useEffect, useId, useState, type ReactNode } from 'react';
import type { EditModeChange, EditModePage, EditModePageSettings, EditModeSite } from '../protocol.ts';
import { ModalDialog } from './form-fields/ModalDialog.tsx';
import { TextInput, useGoTo } from './PageDialogs.tsx';
import { addressMistake, plainAddress } from './plain-address.ts';
import { getPage, save, uploadImage } from './requests.ts';
import { NoticeDialog, SaveForm, saveProblem } from './SaveFooter.tsx';

/** What link previews show: the share picture's types (schema/definitions.json, shareImage). */
const shareTypes = '.png,.jpg,.jpeg,.webp';

/** The home page and the page for unknown addresses keep theirs (as Move page says). */
const keepsAddress = (route: string) => route === '' || route === '*';

/**
 * Page settings (docs/EDITING.md#page-settings): the page's address, its title and description in
 * every language for search engines and link previews, its share picture, whether it is unlisted,
 * and the page search engines should show instead. Saved together; a new address moves the page
 * with its links and a redirect, as Move page does, and the browser follows it.
 */
export function PageSettingsDialog({ site, route, onClose }: { site: EditModeSite; route: string | undefined; onClose: () => void }) {
  const [page, setPage] = useState<EditModePage>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (route === undefined || route.includes(':')) return;
    getPage(route).then(setPage, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [route]);
  if (route === undefined || route.includes(':') || problem)
    return (
      <NoticeDialog title="Page settings" onClose={onClose}>
        {problem ?? 'No page is on screen whose settings can be changed here (an article’s are in its own file). Open the page, then Page settings.'}
      </NoticeDialog>
    );
  if (!page)
    return (
      <ModalDialog title="Page settings" onClose={onClose} size="small">
        <div className="dev-modal__body">
          <p>Reading the page’s settings…</p>
        </div>
      </ModalDialog>
    );
  return <SettingsForm site={site} page={page} onClose={onClose} />;
}

function SettingsForm({ site, page, onClose }: { site: EditModeSite; page: EditModePage; onClose: () => void }) {
  const [settings, setSettings] = useState<EditModePageSettings>(() => {
    const { title, description, shareImage, unlisted, canonical } = page;
    return { title, description, shareImage, unlisted, canonical };
  });
  const [address, setAddress] = useState(page.route);
  const id = useId();
  const { state, submit } = useSaveSettings(site, page, onClose, `${id}-address`);
  const set = (change: Partial<EditModePageSettings>) => setSettings((current) => ({ ...current, ...change }));
  const pages = site.pages.filter((other) => !other.article && !/[:*]/.test(other.route) && other.route !== page.route);

  return (
    <ModalDialog title="Page settings" subtitle={`${page.title[site.languages[0]?.code ?? 'en'] ?? ''}, written in ${page.file}`} onClose={onClose}>
      <SaveForm problem={state.problem} busy={state.busy} onSubmit={() => submit(settings, address)} onCancel={onClose}>
        <AddressField id={`${id}-address`} page={page} address={address} problem={state.addressProblem} onChange={setAddress} />
        <LanguageTexts
          name="Title"
          description="The page’s name: the browser tab, the banner at its top, search results."
          site={site}
          texts={settings.title}
          onChange={(title) => set({ title })}
        />
        <LanguageTexts
          name="Description"
          description="One or two sentences that search engines and link previews show under the title. Leave it empty in every language for none."
          multiline
          site={site}
          texts={settings.description}
          onChange={(description) => set({ description })}
        />
        <SharePicture id={`${id}-share`} picture={settings.shareImage} onChange={(shareImage) => set({ shareImage })} />
        <UnlistedField id={`${id}-unlisted`} unlisted={settings.unlisted} onChange={(unlisted) => set({ unlisted })} />
        <CanonicalField id={`${id}-canonical`} pages={pages} canonical={settings.canonical} onChange={(canonical) => set({ canonical })} />
      </SaveForm>
    </ModalDialog>
  );
}

function UnlistedField({ id, unlisted, onChange }: { id: string; unlisted: boolean; onChange: (unlisted: boolean) => void }) {
  return (
    <div className="dev-field dev-field--check">
      <input
        id={id}
        className="dev-check"
        type="checkbox"
        checked={unlisted}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="dev-field__label">
        Unlisted
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        No menu or page links to it on purpose (a campaign page, a printed address): the check then does not warn that nothing leads to it.
      </p>
    </div>
  );
}

interface CanonicalProps {
  id: string;
  pages: EditModeSite['pages'];
  canonical: string | null;
  onChange: (canonical: string | null) => void;
}

/** The page search engines should list instead of this one, picked by its title. */
function CanonicalField({ id, pages, canonical, onChange }: CanonicalProps) {
  return (
    <div className="dev-field">
      <label htmlFor={id} className="dev-field__label">
        Same content as
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        When this page shows what another page shows: search engines then list that page instead of this one.
      </p>
      <select
        id={id}
        className="dev-input"
        aria-describedby={`${id}-description`}
        value={canonical ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">No other page</option>
        {pages.map((other) => (
          <option key={other.route} value={other.path}>
            {other.title || other.path}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Saves the settings and, for a new address, moves the page, in one save; then the browser follows
 * the page. A mistaken address is said under its field, which gets the focus.
 */
function useSaveSettings(site: EditModeSite, page: EditModePage, onClose: () => void, addressId: string) {
  const [state, setState] = useState<{ problem?: string; addressProblem?: string; busy?: boolean }>({});
  const go = useGoTo();
  const submit = async (settings: EditModePageSettings, address: string) => {
    const to = keepsAddress(page.route) ? page.route : plainAddress(address);
    const addressProblem = addressMistake(
      to,
      page.route,
      site.pages.map(({ route }) => route),
    );
    if (addressProblem) {
      setState({ addressProblem });
      return document.getElementById(addressId)?.focus();
    }
    const moved = to !== page.route;
    const changes: EditModeChange[] = [
      { kind: 'set-page', route: page.route, ...settings },
      ...(moved ? [{ kind: 'move-page' as const, from: page.route, to }] : []),
    ];
    setState({ busy: true });
    const answer = await save(changes, page.versions);
    if (answer.status !== 'saved') return setState({ problem: saveProblem(answer) });
    onClose();
    if (moved) go(answer.path ?? `/${to}`);
  };
  return { state, submit };
}

interface AddressProps {
  id: string;
  page: EditModePage;
  address: string;
  problem: string | undefined;
  onChange: (address: string) => void;
}

function AddressField({ id, page, address, problem, onChange }: AddressProps) {
  if (keepsAddress(page.route))
    return <p>{page.route === '' ? 'This is the home page: its address is the site’s own.' : 'This page is shown for any address the site does not have.'}</p>;
  return (
    <TextInput
      id={id}
      problem={problem}
      label="Address"
      description={`What follows the site’s name in the browser, now /${page.route}. A new one moves the page: every link to it is changed, and visitors of the old address are sent on to the new one.`}
      value={address}
      onChange={onChange}
    />
  );
}

interface TextsProps {
  name: string;
  description: string;
  multiline?: boolean;
  site: EditModeSite;
  texts: Record<string, string>;
  onChange: (texts: Record<string, string>) => void;
}

/** A text of the page in every language side by side, each box named by the field and the language ("Title Español"). */
export function LanguageTexts({ name, description, multiline = false, site, texts, onChange }: TextsProps) {
  const id = useId();
  return (
    <fieldset className="dev-texts" aria-describedby={`${id}-description`}>
      <legend className="dev-field__label">{name}</legend>
      <p id={`${id}-description`} className="dev-field__description">
        {description}
      </p>
      <div className="dev-texts__languages">
        {site.languages.map(({ code, label }) => {
          const props = {
            id: `${id}-${code}`,
            className: 'dev-input',
            lang: code,
            value: texts[code] ?? '',
            onChange: (event: { target: { value: string } }) => onChange({ ...texts, [code]: event.target.value }),
          };
          return (
            <div key={code} className="dev-field">
              <label htmlFor={`${id}-${code}`} className="dev-field__sublabel">
                {`${name} ${label}`}
              </label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" aria-required="true" {...props} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface PictureUploadProps {
  id: string;
  accept: string;
  /** The id of what describes the file box, if anything. */
  describedBy?: string;
  /** A picture stored in the images folder: what to do with it, and what to say of it. */
  onStored: (path: string) => string;
  /** What stands between the file box and the line that says how the upload went. */
  children?: ReactNode;
}

/** A file box whose picture is stored in the images folder, and a line that says how it went. */
export function PictureUpload({ id, accept, describedBy, onStored, children }: PictureUploadProps) {
  const [status, setStatus] = useState('');
  const store = async (file: File) => {
    setStatus(`Storing ${file.name}…`);
    const answer = await uploadImage(file, file.name);
    setStatus(answer.status === 'stored' ? onStored(answer.path) : `${file.name} was not stored: ${answer.message}`);
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void store(file);
        }}
      />
      {children}
      <p role="status" className="dev-picture__status">
        {status}
      </p>
    </>
  );
}

/** The picture link previews show: the page's own, stored in the images folder, or the site's. */
function SharePicture({ id, picture, onChange }: { id: string; picture: string | null; onChange: (picture: string | null) => void }) {
  return (
    <div className="dev-field">
      <label htmlFor={id} className="dev-field__label">
        Share picture
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        {`What link previews (LinkedIn, WhatsApp, X…) show for this page: 1200 × 630 pixels, PNG, JPEG or WebP. Now: ${picture ?? 'the site’s picture'}.`}
      </p>
      <PictureUpload
        id={id}
        accept={shareTypes}
        describedBy={`${id}-description`}
        onStored={(path) => {
          onChange(path);
          return `Stored as ${path}.`;
        }}
      >
        {picture && (
          <button type="button" className="dev-button" onClick={() => onChange(null)}>
            Use the site’s picture
          </button>
        )}
      </PictureUpload>
    </div>
  );
}
