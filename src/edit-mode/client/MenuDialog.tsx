import { useEffect, useId, useRef, useState } from 'react';
import type { EditModeChange, EditModeMenuEntry, EditModeMenuName, EditModeMenus, EditModeSite, FileVersions } from '../protocol.ts';
import { OtherAddress } from './form-fields/LinkField.tsx';
import { ModalDialog } from './form-fields/ModalDialog.tsx';
import { getMenus, save } from './requests.ts';
import { SaveForm, saveProblem } from './SaveFooter.tsx';
import './menu-dialog.css';

/** An entry as the dialog holds it: `id` keeps its fields together while it moves. */
type Entry = EditModeMenuEntry & { id: string };
type Menus = { name: EditModeMenuName; heading?: string; entries: Entry[] }[];

const menuTitle = (name: EditModeMenuName, heading: string | undefined) => (name === 'header' ? 'Header menu' : `Footer column: ${heading ?? name}`);

/** The page picker's choice for a link to no page of the site. */
const otherAddress = 'other';

let nextId = 0;
const withIds = (menus: EditModeMenus['menus']): Menus =>
  menus.map((menu) => ({ ...menu, entries: menu.entries.map((entry) => ({ ...entry, id: `entry-${nextId++}` })) }));

/** The save's changes: one per menu whose entries differ from those read. */
function changesOf(read: EditModeMenus['menus'], menus: Menus): EditModeChange[] {
  return menus.flatMap(({ name, entries }) => {
    const plain = entries.map(({ from, link, labels }) => ({ ...(from === undefined ? {} : { from }), link, labels }));
    const before = read.find((menu) => menu.name === name)?.entries ?? [];
    return JSON.stringify(plain) === JSON.stringify(before) ? [] : [{ kind: 'set-menu' as const, menu: name, entries: plain }];
  });
}

/**
 * The Menu dialog (docs/EDITING.md#the-menu-and-the-footer-links): the header's menu and the
 * footer's columns of links, each entry's label in every language side by side, where it leads
 * picked among the site's pages by their titles, moved, added and removed; saved together, checked.
 */
export function MenuDialog({ site, onClose }: { site: EditModeSite; onClose: () => void }) {
  const [read, setRead] = useState<{ menus: EditModeMenus['menus']; versions: FileVersions }>();
  const [menus, setMenus] = useState<Menus>([]);
  const [state, setState] = useState<{ problem?: string; busy?: boolean }>({});
  const focus = useRef<string>(undefined);
  useEffect(() => {
    getMenus().then(
      (answer) => {
        setRead(answer);
        setMenus(withIds(answer.menus));
      },
      (error: unknown) => setState({ problem: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  // After a move, an addition or a removal, the focus goes where the editor's next step is.
  useEffect(() => {
    if (focus.current) document.getElementById(focus.current)?.focus();
    focus.current = undefined;
  }, [menus]);
  const setFocus = (id: string) => {
    focus.current = id;
  };

  const change = (name: EditModeMenuName, entries: (current: Entry[]) => Entry[]) =>
    setMenus((all) => all.map((menu) => (menu.name === name ? { ...menu, entries: entries(menu.entries) } : menu)));
  const submit = async () => {
    if (!read) return;
    const changes = changesOf(read.menus, menus);
    if (changes.length === 0) return onClose();
    setState({ busy: true });
    const answer = await save(changes, read.versions);
    if (answer.status === 'saved') return onClose();
    setState({ problem: saveProblem(answer) });
  };

  return (
    <ModalDialog title="Menu" subtitle="The links at the top and bottom of every page, in every language." onClose={onClose}>
      <SaveForm {...state} ready={read !== undefined} onSubmit={submit} onCancel={onClose}>
        {!read && !state.problem && <p>Reading the menus…</p>}
        {menus.map((menu) => (
          <MenuList key={menu.name} menu={menu} site={site} onChange={(entries) => change(menu.name, entries)} onFocus={setFocus} />
        ))}
      </SaveForm>
    </ModalDialog>
  );
}

interface ListProps {
  menu: Menus[number];
  site: EditModeSite;
  onChange: (entries: (current: Entry[]) => Entry[]) => void;
  onFocus: (id: string) => void;
}

function MenuList({ menu, site, onChange, onFocus }: ListProps) {
  const headingId = useId();
  const title = menuTitle(menu.name, menu.heading);
  const move = (index: number, by: -1 | 1) => {
    onChange((entries) => {
      const next = [...entries];
      next.splice(index + by, 0, ...next.splice(index, 1));
      return next;
    });
    const to = index + by;
    const edge = to === 0 ? 'down' : to === menu.entries.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    onFocus(`${menu.entries[index]!.id}-${edge}`);
  };
  const remove = (index: number) => {
    onChange((entries) => entries.filter((_, at) => at !== index));
    const neighbour = menu.entries[index + 1] ?? menu.entries[index - 1];
    onFocus(neighbour ? `${neighbour.id}-remove` : `${menu.name}-add`);
  };
  const add = () => {
    const entry: Entry = { id: `entry-${nextId++}`, link: '', labels: Object.fromEntries(site.languages.map(({ code }) => [code, ''])) };
    onChange((entries) => [...entries, entry]);
    onFocus(`${entry.id}-${site.languages[0]?.code ?? 'en'}`);
  };
  return (
    <section className="dev-menu" aria-labelledby={headingId}>
      <h3 id={headingId} className="dev-menu__heading">
        {title}
      </h3>
      <ol className="dev-list__items">
        {menu.entries.map((entry, index) => (
          <li key={entry.id}>
            <MenuEntry
              entry={entry}
              site={site}
              first={index === 0}
              last={index === menu.entries.length - 1}
              onChange={(next) => onChange((entries) => entries.map((other) => (other.id === entry.id ? next : other)))}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <button type="button" id={`${menu.name}-add`} className="dev-button dev-list__add" onClick={add}>
        {`Add an entry to the ${menu.name === 'header' ? 'header menu' : `“${menu.heading ?? menu.name}” column`}`}
      </button>
    </section>
  );
}

interface EntryProps {
  entry: Entry;
  site: EditModeSite;
  first: boolean;
  last: boolean;
  onChange: (entry: Entry) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function MenuEntry({ entry, site, first, last, onChange, onMove, onRemove }: EntryProps) {
  const name = entry.labels[site.languages[0]?.code ?? 'en'] || 'New entry';
  return (
    <fieldset className="dev-item">
      <legend className="dev-item__legend">{name}</legend>
      <div className="dev-item__actions">
        <button type="button" id={`${entry.id}-up`} className="dev-button" aria-label={`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>
          Move up
        </button>
        <button type="button" id={`${entry.id}-down`} className="dev-button" aria-label={`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>
          Move down
        </button>
        <button type="button" id={`${entry.id}-remove`} className="dev-button" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
      <div className="dev-menu__fields">
        {site.languages.map(({ code, label }) => (
          <div key={code} className="dev-field">
            <label htmlFor={`${entry.id}-${code}`} className="dev-field__label">
              {`Label ${label}`}
            </label>
            <input
              id={`${entry.id}-${code}`}
              className="dev-input"
              type="text"
              lang={code}
              aria-required="true"
              value={entry.labels[code] ?? ''}
              onChange={(event) => onChange({ ...entry, labels: { ...entry.labels, [code]: event.target.value } })}
            />
          </div>
        ))}
        <PagePicker id={`${entry.id}-link`} link={entry.link} pages={site.pages} onChange={(link) => onChange({ ...entry, link })} />
      </div>
    </fieldset>
  );
}

/** Where an entry leads: a page of the site by its title, or another address (an email, a phone number, a website). */
function PagePicker({ id, link, pages, onChange }: { id: string; link: string; pages: EditModeSite['pages']; onChange: (link: string) => void }) {
  const choices = pages.filter((page) => !/[:*]/.test(page.route));
  const isPage = choices.some((page) => page.path === link);
  const [other, setOther] = useState(link !== '' && !isPage);
  const option = (page: (typeof choices)[number]) => (
    <option key={page.route} value={page.path}>
      {page.title || page.path}
    </option>
  );
  return (
    <div className="dev-field">
      <label htmlFor={id} className="dev-field__label">
        Leads to
      </label>
      <select
        id={id}
        className="dev-input"
        aria-required="true"
        value={other ? otherAddress : isPage ? link : ''}
        onChange={(event) => {
          setOther(event.target.value === otherAddress);
          if (event.target.value !== otherAddress) onChange(event.target.value);
        }}
      >
        <option value="">Choose a page</option>
        <optgroup label="Pages">{choices.filter((page) => !page.article).map(option)}</optgroup>
        {choices.some((page) => page.article) && <optgroup label="Articles">{choices.filter((page) => page.article).map(option)}</optgroup>}
        <option value={otherAddress}>Another address…</option>
      </select>
      {other && <OtherAddress id={id} link={link} onChange={(next) => onChange(next.trim())} />}
    </div>
  );
}
