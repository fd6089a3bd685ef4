import { useId, useState, type ReactNode } from 'react';
import { useSite } from '../../kit/site-context.ts';
import { locationOf, routerPath } from '../../routing/addresses.ts';
import type { EditModeChange, EditModeSite } from '../protocol.ts';
import { DialogFooter, FormDialog, ModalDialog } from './form-fields/ModalDialog.tsx';
import { articleSlugMistake, movablePage, pageRouteMistake } from './form-fields/page-rules.ts';
import { addressFromTitle, plainAddress } from './plain-address.ts';
import { save } from './requests.ts';

type Open = { which: 'new-page' } | { which: 'new-article' } | { which: 'move-page'; from: string | undefined };

/**
 * Edit mode's page buttons (docs/BEHAVIOUR.md#editing-on-the-page): "New page" and "New article",
 * as `npm run new:page` and `new:article` make them, and "Move page", as `npm run move:page` moves
 * the page on screen, with a redirect from its old address. Once made, the browser goes to the page.
 * `route`: the page on screen, as its data names it; read from the page itself when not given.
 */
export function PageButtons({ site, route }: { site: EditModeSite; route?: string }) {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const button = (label: string, next: () => Open) => (
    <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen(next())}>
      {label}
    </button>
  );
  return (
    <div className="dev-row dev-page-buttons">
      {button('New page', () => ({ which: 'new-page' }))}
      {site.collections.length > 0 && button('New article', () => ({ which: 'new-article' }))}
      {button('Move page', () => ({ which: 'move-page', from: route ?? routeOnScreen() }))}
      {open?.which === 'new-page' && <NewPageDialog site={site} onClose={close} />}
      {open?.which === 'new-article' && <NewArticleDialog site={site} onClose={close} />}
      {open?.which === 'move-page' && <MovePageDialog site={site} from={open.from} onClose={close} />}
    </div>
  );
}

/** The route of the page on screen, as its data names it (src/renderer/PageView.tsx marks it under npm start). */
export const routeOnScreen = (): string | undefined => document.querySelector('[data-dev-page]')?.getAttribute('data-dev-page') ?? undefined;

interface DialogProps {
  site: EditModeSite;
  onClose: () => void;
}

function NewPageDialog({ site, onClose }: DialogProps) {
  const [typed, setTyped] = useState('');
  const route = plainAddress(typed);
  return (
    <PageDialog
      title="New page"
      action="Create page"
      onClose={onClose}
      check={() => pageRouteMistake(route, site)}
      change={() => ({ kind: 'new-page', route })}
      path={() => `/${route}`}
      input={{
        label: 'Address',
        description:
          "What follows the site's name in the browser, typed as you like: “Careers” is /careers, “Our team” /our-team, and “services/cloud-backup” a page under Services. The page starts with its name and example texts in every language.",
        value: typed,
        onChange: setTyped,
      }}
    />
  );
}

function NewArticleDialog({ site, onClose }: DialogProps) {
  const [collection, setCollection] = useState(site.collections[0] ?? '');
  const [title, setTitle] = useState('');
  const slug = addressFromTitle(title);
  const collectionId = useId();
  return (
    <PageDialog
      title="New article"
      action="Create article"
      onClose={onClose}
      check={() => articleSlugMistake(slug, collection, site)}
      change={() => ({ kind: 'new-article', collection, slug, title: title.trim() })}
      path={() => `/${collection}/${slug}`}
      input={{
        label: 'Title',
        description: `The article's headline, in ${site.languages[0]?.label ?? 'the main language'}: its address is made from it (“Cloud costs under control” is /${collection}/cloud-costs-under-control). The article starts with example texts to replace.`,
        value: title,
        onChange: setTitle,
      }}
    >
      {site.collections.length > 1 && (
        <div className="dev-field">
          <label htmlFor={collectionId} className="dev-row dev-field__label">
            Blog
          </label>
          <select id={collectionId} className="dev-input" value={collection} onChange={(event) => setCollection(event.target.value)}>
            {site.collections.map((name) => (
              <option key={name} value={name}>
                /{name}
              </option>
            ))}
          </select>
        </div>
      )}
    </PageDialog>
  );
}

function MovePageDialog({ site, from, onClose }: DialogProps & { from: string | undefined }) {
  const page = site.pages.find((candidate) => candidate.route === from);
  if (!page || !movablePage(page))
    return (
      <ModalDialog title="Move page" onClose={onClose} size="small">
        <div className="dev-modal__body">
          <p>
            {page ? `${page.title || 'This page'} keeps its address` : 'No page to move is on screen'}: the home page, the not-found page and the articles keep
            theirs. Open the page to move, then Move page.
          </p>
        </div>
        <DialogFooter onCancel={onClose} cancel="Close" />
      </ModalDialog>
    );
  return <MoveForm site={site} from={page.route} onClose={onClose} />;
}

function MoveForm({ site, from, onClose }: DialogProps & { from: string }) {
  const [typed, setTyped] = useState(from);
  const to = plainAddress(typed);
  return (
    <PageDialog
      title="Move page"
      action="Move page"
      onClose={onClose}
      check={() => (to === from ? `The page is at /${from} already: write its new address.` : pageRouteMistake(to, site))}
      change={() => ({ kind: 'move-page', from, to })}
      path={() => `/${to}`}
      input={{
        label: 'New address',
        description: 'Typed as you like: “Careers” is /careers, “Our team” /our-team, and “services/cloud-backup” a page under Services.',
        value: typed,
        onChange: setTyped,
      }}
    >
      <p>
        The page at <code>/{from}</code> gets a new address. Every link to it is changed, and a redirect is added from <code>/{from}</code>, so that links
        shared before keep working. Its texts stay as they are.
      </p>
    </PageDialog>
  );
}

/** A page dialog's one text box: what is wrong with it is said under it. */
interface InputProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
}

interface PageDialogProps {
  title: string;
  action: string;
  onClose: () => void;
  /** What is wrong before sending, in words; undefined when nothing is. */
  check: () => string | undefined;
  change: () => EditModeChange;
  /** Where the page will be: the server's answer says it too. */
  path: () => string;
  input: InputProps;
  /** What comes before the box. */
  children?: ReactNode;
}

function PageDialog({ title, action, onClose, check, change, path, input, children }: PageDialogProps) {
  const id = useId();
  const [state, setState] = useState<{ problem?: string; busy?: boolean }>({});
  const go = useGoTo();
  const submit = async () => {
    const mistake = check();
    if (mistake) return setState({ problem: mistake });
    setState({ busy: true });
    const answer = await save([change()], {});
    if (answer.status === 'saved') {
      onClose();
      return go(answer.path ?? path());
    }
    setState({ problem: answer.status === 'refused' ? answer.problems.map((p) => `${p.message}${p.hint ? ` ${p.hint}` : ''}`).join(' ') : answer.message });
    document.getElementById(id)?.focus();
  };
  return (
    <FormDialog title={title} size="small" action={action} busyAction="Saving…" busy={!!state.busy} onSubmit={() => void submit()} onCancel={onClose}>
      {children}
      <TextInput id={id} problem={state.problem} {...input} onChange={input.onChange} />
    </FormDialog>
  );
}

/** A text box with its label, its description and what is wrong with it (said under it, then read out). */
export function TextInput({ id, problem, label, description, value, onChange }: InputProps & { id: string; problem: string | undefined }) {
  const described = [`${id}-description`, ...(problem ? [`${id}-problem`] : [])].join(' ');
  return (
    <div className="dev-field">
      <label htmlFor={id} className="dev-row dev-field__label">
        {label}
      </label>
      <p id={`${id}-description`} className="dev-field__description">
        {description}
      </p>
      <input
        id={id}
        className="dev-input"
        type="text"
        spellCheck={false}
        autoComplete="off"
        aria-required="true"
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="dev-field__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Goes to a page of the site (`/about-us`), as its addresses are made (hash or path routing). */
export function useGoTo() {
  const { site, language } = useSite();
  return (path: string) => {
    const route = path.replace(/^\/+/, '').replace(/\/+$/, '');
    if (site.routing === 'path') window.location.assign(routerPath(route, language, site));
    else window.location.hash = `#${locationOf(route, language, site)}`;
  };
}
