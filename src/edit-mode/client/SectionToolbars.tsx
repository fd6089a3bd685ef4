import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { DevSourceMap } from '../../shared/dev-server.ts';
import type { EditModeSite } from '../protocol.ts';
import { editStatus } from './edit-status.ts';
import type { BlockControl } from './focus.ts';
import { Outline } from './Outline.tsx';
import { sharedLayoutOf } from './page-on-screen.ts';
import { AddSectionDialog, RemoveSectionDialog } from './SectionDialogs.tsx';
import { SectionForm } from './SectionForm.tsx';
import { changeSections, placeSections, samePlaces, sectionChange, sectionName, typeOf, type PlacedSection } from './sections.ts';
import './page-editing.css';

interface Props {
  site: EditModeSite | undefined;
  /** Why the site could not be read, to say when a dialog needs it. */
  siteError: string | undefined;
  map: DevSourceMap | undefined;
}

type Open = { kind: 'edit' | 'remove' | 'add'; section: { route: string; index: number; count: number } };

/**
 * Each section's buttons (docs/BEHAVIOUR.md#editing-on-the-page), in a layer above the page: at the
 * section's top right, and "Add section" after each section. They follow the page's order, for
 * the keyboard as for the eye.
 */
export function SectionToolbars({ site, siteError, map }: Props) {
  const layer = useRef<HTMLElement>(null);
  const sections = useSectionPlaces(layer);
  const [open, setOpen] = useState<Open>();
  const [framed, setFramed] = useState<PlacedSection>();
  const [busy, setBusy] = useState(false);
  const act = async (action: Exclude<BlockControl, 'edit'>, section: Open['section']) => {
    setBusy(true);
    const { change, focus } = sectionChange(action, section);
    await changeSections(change, focus, section.route, section.index);
    setBusy(false);
  };
  // Cancelled, the dialog gives the focus back to the button that opened it; saved, to the section's button once the page shows it.
  const close = () => setOpen(undefined);
  const onAct = (action: BlockControl, section: PlacedSection) => {
    if (action === 'remove' || (action === 'edit' && site)) setOpen({ kind: action, section });
    else if (action === 'edit') editStatus.say(siteError ?? 'Still reading the site: try again in a moment.');
    else if (!busy) void act(action, section);
  };
  const nameOf = (section: { route: string; index: number }) => sectionName(section.index, typeOf(map, section.route, section.index), site);

  return (
    <section ref={layer} className="dev-sections" aria-label="Sections of this page" aria-busy={busy}>
      {framed && <Outline node={framed.element} kind="block" />}
      {sections.map((section) => (
        <SectionTools
          key={`${section.route}:${section.index}`}
          section={section}
          name={nameOf(section)}
          layout={sharedLayoutOf(site, section.route)}
          onAct={(action) => onAct(action, section)}
          onAdd={() => setOpen({ kind: 'add', section: { ...section, index: section.count === 0 ? 0 : section.index + 1 } })}
          onFrame={(on) => setFramed(on ? section : undefined)}
        />
      ))}
      {open && (
        <OpenDialog
          open={open}
          site={site}
          siteError={siteError}
          name={nameOf(open.section)}
          onClose={close}
          onRemove={() => act('remove', open.section).then(close)}
        />
      )}
    </section>
  );
}

/** The dialog a toolbar opened: the section form, the question before removing, or the list of section types. */
interface OpenDialogProps {
  open: Open;
  site: EditModeSite | undefined;
  siteError: string | undefined;
  name: string;
  onClose: () => void;
  onRemove: () => Promise<void>;
}

function OpenDialog({ open, site, siteError, name, onClose, onRemove }: OpenDialogProps) {
  const { section } = open;
  if (open.kind === 'remove') return <RemoveSectionDialog name={name} onCancel={onClose} onRemove={onRemove} />;
  if (open.kind === 'add')
    return (
      <AddSectionDialog
        site={site}
        siteError={siteError}
        position={section.index + 1}
        onCancel={onClose}
        onAdd={async (type) => {
          const answer = await changeSections(
            { kind: 'add-block', route: section.route, index: section.index, type },
            { kind: 'block', route: section.route, index: section.index, control: 'edit' },
            section.route,
            Math.max(0, section.index - 1),
          );
          if (answer.status === 'saved') onClose();
          return answer;
        }}
      />
    );
  return site ? <SectionForm route={section.route} index={section.index} site={site} onClose={onClose} /> : null;
}

interface ToolsProps {
  section: PlacedSection;
  name: string;
  /** "Article layout — every article" when the section is not the page's own. */
  layout: string | undefined;
  onAct: (action: BlockControl) => void;
  onAdd: () => void;
  onFrame: (on: boolean) => void;
}

const buttons: { control: BlockControl; label: string; Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> }[] = [
  { control: 'edit', label: 'Edit section', Icon: IconPencil },
  { control: 'move-up', label: 'Move up', Icon: IconArrowUp },
  { control: 'move-down', label: 'Move down', Icon: IconArrowDown },
  { control: 'duplicate', label: 'Duplicate section', Icon: IconCopy },
  { control: 'remove', label: 'Remove section', Icon: IconTrash },
];

/**
 * One section's toolbar at its top right, saying whose layout it is when the page shares it, and
 * "Add section" under it. Pointing at or into the toolbar frames its section.
 */
function SectionTools({ section, name, layout, onAct, onAdd, onFrame }: ToolsProps) {
  const where = `${section.route}:${section.index}`;
  if (section.count === 0) return <AddButton top={section.top} left={section.left} at={`${section.route}:0`} onClick={onAdd} />;
  const disabled = (control: BlockControl) =>
    (control === 'move-up' && section.index === 0) || (control === 'move-down' && section.index === section.count - 1);
  const frame = { onFocus: () => onFrame(true), onBlur: () => onFrame(false), onPointerEnter: () => onFrame(true), onPointerLeave: () => onFrame(false) };
  return (
    <>
      <div
        role="group"
        aria-label={name.replace(/^s/, 'S')}
        className="dev-section-tools"
        style={{ top: section.top, right: section.right }}
        data-dev-section={where}
        {...frame}
      >
        {layout && <span className="dev-section-tools__layout">{layout}</span>}
        {buttons.map(({ control, label, Icon }) => (
          <button
            key={control}
            type="button"
            className={`dev-section-tools__button dev-section-tools__button--${control}`}
            aria-label={`${label}: ${name}`}
            title={label}
            disabled={disabled(control)}
            aria-haspopup={control === 'edit' || control === 'remove' ? 'dialog' : undefined}
            data-dev-control={control}
            onClick={() => onAct(control)}
          >
            <Icon size={18} aria-hidden />
            {control === 'edit' && <span aria-hidden="true">Edit</span>}
          </button>
        ))}
      </div>
      <AddButton
        top={section.bottom}
        left={section.left}
        at={`${section.route}:${section.index + 1}`}
        label={`Add section after ${name}`}
        onClick={onAdd}
        frame={frame}
      />
    </>
  );
}

interface AddButtonProps {
  top: number;
  left: number;
  /** `route:index` of the section it adds. */
  at: string;
  /** Which place it adds at, for screen readers: "Add section after section 2, …". */
  label?: string;
  onClick: () => void;
  frame?: Record<string, () => void>;
}

/** "Add section", just under a section, at the top left of what follows it (or at the top of an empty page). */
function AddButton({ top, left, at, label, onClick, frame }: AddButtonProps) {
  return (
    <button
      type="button"
      className="dev-add-section"
      style={{ top, left }}
      aria-label={label}
      aria-haspopup="dialog"
      data-dev-add={at}
      onClick={onClick}
      {...frame}
    >
      <IconPlus size={16} aria-hidden />
      <span>Add section</span>
    </button>
  );
}

/** The sections, measured again whenever the page changes its size or its contents. */
function useSectionPlaces(layer: RefObject<HTMLElement | null>): PlacedSection[] {
  const [sections, setSections] = useState<PlacedSection[]>([]);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!layer.current) return;
        const next = placeSections(layer.current);
        setSections((before) => (samePlaces(before, next) ? before : next));
      });
    };
    measure();
    const sizes = new ResizeObserver(measure);
    sizes.observe(document.documentElement);
    sizes.observe(document.body);
    const changes = new MutationObserver(measure);
    changes.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    // Pictures and fonts move what comes after them once they arrive.
    document.addEventListener('load', measure, true);
    void document.fonts.ready.then(measure);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      changes.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('load', measure, true);
    };
  }, [layer]);
  return sections;
}
