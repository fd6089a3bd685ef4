import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type { DevSourceMap } from '../../shared/dev-server.ts';
import type { EditModeSite } from '../protocol.ts';
import { OpenButton, openInEditor } from '../../dev/OpenButton.tsx';
import { contentChanges } from '../../dev/content-changes.ts';
import { editStatus } from './edit-status.ts';
import { ExampleTexts } from './ExampleTexts.tsx';
import { focusNode, useFocusAfterSave } from './focus.ts';
import { Outline } from './Outline.tsx';
import { PageButtons } from './PageDialogs.tsx';
import { devUiAttribute } from '../../dev/dev-ui.ts';
import { boxOf, inspectAt, inspectNode, isDevUi, keepsItsAction, markedTexts, type Inspected } from './inspect.ts';
import { sharedLayoutOf, useRouteInAddressBar } from './page-on-screen.ts';
import { PageTexts } from './PageTexts.tsx';
import { usePanelFolded } from './panel-fold.ts';
import { SectionToolbars } from './SectionToolbars.tsx';
import { sectionName } from './sections.ts';
import { SiteButtons } from './SiteButtons.tsx';
import { findSources, loadSourceMap, mainPlace, sourceMapChanges, type FoundSources } from './sources.ts';
import { editMode } from './state.ts';
import { TextDialog } from './TextDialog.tsx';
import { UndoButton } from './UndoButton.tsx';
import { getSite } from './requests.ts';
import { useRead } from './use-read.ts';

/** The keyboard shortcut, as aria-keyshortcuts writes it; matched by the key's position, whatever the layout types there. */
const shortcut = 'Alt+Shift+E';
const isShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyE';

/**
 * Edit mode (docs/BEHAVIOUR.md#development-server): a toggle, and while it is on, the place of every
 * text and block under the pointer or in focus, each text edited in place by a click
 * (docs/BEHAVIOUR.md#editing-on-the-page), each section by its toolbar.
 */
export function EditMode() {
  const on = useSyncExternalStore(editMode.subscribe, editMode.isOn);
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      editMode.set(!editMode.isOn());
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  return (
    <div {...{ [devUiAttribute]: '' }} lang="en">
      {on && <Inspector />}
      <button
        type="button"
        className="dev-toggle"
        aria-pressed={on}
        aria-keyshortcuts={shortcut}
        title={`Show where each text comes from (${shortcut})`}
        onClick={() => editMode.set(!on)}
      >
        Edit mode
      </button>
    </div>
  );
}

function Inspector() {
  // Where every text and block is written, read again after each content edit.
  const { data: map, error: mapError } = useRead(loadSourceMap, useSyncExternalStore(sourceMapChanges.subscribe, sourceMapChanges.get));
  // What the dialogs need of the site (its languages, pages and block types, Undo's depth), read again after each content edit.
  const { data: site, error: siteError } = useRead(getSite, useSyncExternalStore(contentChanges.subscribe, contentChanges.drawn));
  const [editing, setEditing] = useTextEditing();
  const mapRef = useRef(map);
  useEffect(() => {
    mapRef.current = map;
  }, [map]);
  // A click on a text edits it; on a block outside any text, opens the block's line in the code editor.
  const open = useCallback(
    (inspected: Inspected) => {
      if (inspected.text) return setEditing({ key: inspected.text.mark.key, node: inspected.text.node });
      const place = mapRef.current ? mainPlace(findSources(mapRef.current, inspected)) : undefined;
      if (place && mapRef.current) void openInEditor(mapRef.current.root, place).then(editStatus.say);
    },
    [setEditing],
  );
  const { target, setTarget, pointerLow } = usePointing(open);
  useFocusAfterSave();

  const show = (node: Node) => {
    (node instanceof Element ? node : node.parentElement)?.scrollIntoView({ block: 'center' });
    setTarget(inspectNode(node));
  };
  const step = (by: 1 | -1) => {
    const texts = markedTexts();
    if (texts.length === 0) return;
    const current = texts.findIndex((text) => text === target.text?.node);
    show(texts[(current + by + texts.length) % texts.length]!);
  };
  const text = target.text;

  return (
    <>
      {target.block && <Outline node={target.block.element} kind="block" />}
      {text && <Outline node={text.node} kind="text" />}
      <ExampleTexts site={site} onEdit={(key, node) => setEditing({ key, node })} />
      <SectionToolbars site={site} siteError={siteError} map={map} />
      <Panel
        atTop={panelAtTop(target, pointerLow)}
        site={site}
        map={map}
        mapError={mapError}
        found={map ? findSources(map, target) : undefined}
        onStep={step}
        onEdit={text ? () => setEditing({ key: text.mark.key, node: text.node }) : undefined}
        onOpenText={(key, shown, button) => {
          if (shown) show(shown.node);
          setEditing({ key, node: shown?.node ?? button });
        }}
      />
      {editing && map && <TextDialog textKey={editing.key} root={map.root} pages={site?.pages ?? []} onClose={() => setEditing(undefined)} />}
    </>
  );
}

interface PanelProps {
  atTop: boolean;
  site: EditModeSite | undefined;
  map: DevSourceMap | undefined;
  mapError: string | undefined;
  found: FoundSources | undefined;
  onStep: (by: 1 | -1) => void;
  onEdit: (() => void) | undefined;
  onOpenText: ComponentProps<typeof PageTexts>['onOpen'];
}

/**
 * The panel: where the text at hand is written, the buttons of the page and the site, the list of
 * the page's texts, the status line. It keeps out of the way of what is pointed at or chosen, and
 * folds away into a button beside "Edit mode".
 */
function Panel({ atTop, site, map, mapError, found, onStep, onEdit, onOpenText }: PanelProps) {
  const status = useSyncExternalStore(editStatus.subscribe, editStatus.get);
  const [folded, setFolded] = usePanelFolded();
  const body = useId();
  const route = useRouteInAddressBar();
  const layout = sharedLayoutOf(site, route);
  return (
    <section className={`dev-inspector${atTop ? ' dev-inspector--top' : ''}${folded ? ' dev-inspector--folded' : ''}`} aria-label="Edit mode">
      <div className="dev-row dev-inspector__bar">
        {layout && <p className="dev-inspector__layout">{layout}</p>}
        <button type="button" className="dev-button" aria-expanded={!folded} aria-controls={body} onClick={() => setFolded(!folded)}>
          {folded ? 'Show panel' : 'Hide panel'}
        </button>
      </div>
      <div id={body} hidden={folded}>
        {layout && map?.pages[route] && (
          <p className="dev-inspector__hint">The sections of this page are written in {map.pages[route].file}: a change to them changes every article.</p>
        )}
        {found && map ? (
          <Found found={found} root={map.root} site={site} onOpened={editStatus.say} />
        ) : (
          <p>
            {mapError
              ? 'Where the texts come from could not be read: is npm start still running? Reload the page to try again.'
              : 'Reading where the texts come from…'}
          </p>
        )}
        <PanelActions onStep={onStep} onEdit={onEdit} />
        {map && <PageTexts map={map} site={site} onOpen={onOpenText} />}
        {site && <PageButtons site={site} />}
        {site && <SiteButtons site={site} />}
      </div>
      <p role="status" className="dev-status">
        {status}
      </p>
    </section>
  );
}

/** The panel's buttons: stepping through the texts, editing the one pointed at, Undo. */
function PanelActions({ onStep, onEdit }: { onStep: (by: 1 | -1) => void; onEdit: (() => void) | undefined }) {
  return (
    <div className="dev-row dev-inspector__actions">
      <button type="button" className="dev-button" onClick={() => onStep(-1)}>
        Previous text
      </button>
      <button type="button" className="dev-button" onClick={() => onStep(1)}>
        Next text
      </button>
      <button type="button" className="dev-button" aria-haspopup="dialog" disabled={!onEdit} onClick={onEdit}>
        Edit text
      </button>
      <UndoButton />
    </div>
  );
}

/**
 * Whether the panel goes to the top of the window rather than the bottom: when the text pointed at
 * or chosen is in the lower half of the window, or without one, the pointer is low.
 */
function panelAtTop(target: Inspected, pointerLow: boolean): boolean {
  const node = target.text?.node;
  const box = node?.isConnected ? boxOf(node) : undefined;
  return box && box.height > 0 ? box.top + box.height / 2 > window.innerHeight / 2 : pointerLow;
}

/** The text the "Edit text" dialog edits; closed, the dialog gives the focus back to it. */
function useTextEditing() {
  const state = useState<{ key: string; node: Node }>();
  const editing = state[0];
  const returnTo = useRef<Node>(undefined);
  useEffect(() => {
    if (editing) returnTo.current = editing.node;
    else if (returnTo.current) focusNode(returnTo.current);
  }, [editing]);
  return state;
}

/** The node an event happened on; null for targets that are not part of the page (the window). */
const nodeOf = (target: EventTarget | null): Node | null => (target instanceof Node ? target : null);

/**
 * What the pointer or the focus is on, outside edit mode's own controls; whether the pointer is in
 * the lower part of the window. A click (or Enter) is `open`ed instead of acting on the page, and
 * Escape leaves edit mode.
 */
function usePointing(open: (inspected: Inspected) => void) {
  const [target, setTarget] = useState<Inspected>({});
  const [pointerLow, setPointerLow] = useState(false);
  useEffect(() => {
    let frame = 0;
    const controller = new AbortController();
    const signal = controller.signal;
    document.addEventListener(
      'pointermove',
      (event) => {
        if (isDevUi(nodeOf(event.target))) return;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          setTarget(inspectAt(event.clientX, event.clientY));
          setPointerLow(event.clientY > window.innerHeight * 0.55);
        });
      },
      { passive: true, signal },
    );
    document.addEventListener(
      'focusin',
      (event) => {
        const node = nodeOf(event.target);
        if (!isDevUi(node)) setTarget(inspectNode(node));
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        // A click from the keyboard (Enter on a link) has no position: it opens what has focus.
        const at = event.detail === 0 ? undefined : { x: event.clientX, y: event.clientY };
        if (isDevUi(nodeOf(event.target)) || keepsItsAction(nodeOf(event.target), at)) return;
        event.preventDefault();
        event.stopPropagation();
        const inspected = at ? inspectAt(at.x, at.y) : inspectNode(nodeOf(event.target));
        setTarget(inspected);
        open(inspected);
      },
      { capture: true, signal },
    );
    document.addEventListener('keydown', (event) => event.key === 'Escape' && editMode.set(false), { signal });
    return () => {
      cancelAnimationFrame(frame);
      controller.abort();
    };
  }, [open]);
  return { target, setTarget, pointerLow };
}

function Found({ found, root, site, onOpened }: { found: FoundSources; root: string; site: EditModeSite | undefined; onOpened: (message: string) => void }) {
  const { text, block } = found;
  if (!text && !block)
    return (
      <p className="dev-inspector__hint">
        Point at a text or a section, or step through the texts, to see where it is written. A click on a text edits it in every language; each section has its
        buttons at its top right.
      </p>
    );
  return (
    <dl className="dev-inspector__found">
      {text && (
        <>
          <dt>
            Text <q className="dev-inspector__excerpt">{text.excerpt}</q>
          </dt>
          <dd className="dev-row">
            {text.place ? (
              <OpenButton root={root} place={text.place} label={`${text.place.file}:${text.place.line} · ${text.key}`} onOpened={onOpened} />
            ) : (
              <span>{text.key}: no text file of this language holds it</span>
            )}
          </dd>
          {text.uses.length > 0 && (
            <dd className="dev-row">
              Used at{' '}
              {text.uses.map((use) => (
                <OpenButton key={`${use.file}:${use.line}:${use.column}`} root={root} place={use} label={`${use.file}:${use.line}`} onOpened={onOpened} />
              ))}
            </dd>
          )}
        </>
      )}
      {block && (
        <>
          <dt>Section</dt>
          <dd className="dev-row">
            <OpenButton
              root={root}
              place={block.place}
              label={`${block.place.file}:${block.place.line} · ${sectionName(block.index, block.type, site)}`}
              onOpened={onOpened}
            />
          </dd>
        </>
      )}
    </dl>
  );
}
