import type { DevProblem, DevSourceMap } from '../../shared/dev-server.ts';
import type { EditModeAnswer, EditModeChange, EditModeSite } from '../protocol.ts';
import type { BlockControl, FocusTarget } from './focus.ts';
import { editStatus } from './edit-status.ts';
import { boxOf, isDevUi } from './inspect.ts';
import { getBlock, save } from './requests.ts';
import { messageOf } from './use-read.ts';

/** A section of the page on screen, where its toolbar goes: in the toolbars' layer's coordinates. */
export interface PlacedSection {
  route: string;
  index: number;
  /** How many sections its page has; 0 for a page without any (`index` 0, `element` the page). */
  count: number;
  /** The block's wrapper (BlockList), to frame it. */
  element: Element;
  top: number;
  bottom: number;
  left: number;
  /** From the layer's right edge, so that a toolbar drawn from there never widens the page. */
  right: number;
}

/** Every section of the pages on screen (one, but for the moment a new page replaces the old), measured against `layer`. */
export function placeSections(layer: Element): PlacedSection[] {
  const origin = layer.getBoundingClientRect();
  const placed: PlacedSection[] = [];
  for (const page of document.querySelectorAll('[data-dev-page]')) {
    const route = page.getAttribute('data-dev-page');
    if (route === null || isDevUi(page)) continue;
    const blocks = [...page.querySelectorAll(':scope > [data-block]')];
    const pageBox = page.getBoundingClientRect();
    // A page without sections: only "Add section", at its top.
    if (blocks.length === 0) placed.push({ route, index: 0, count: 0, element: page, ...relative(pageBox, origin) });
    blocks.forEach((element, index) => {
      const box = blockBox(element);
      // A block that draws nothing still gets its toolbar, at the page's edge.
      const drawn = box.width > 0 || box.height > 0 ? box : pageBox;
      placed.push({
        route,
        index,
        count: blocks.length,
        element,
        ...relative(drawn, origin),
      });
    });
  }
  return placed;
}

const relative = (box: DOMRect, origin: DOMRect) => ({
  top: box.top - origin.top,
  bottom: box.bottom - origin.top,
  // Within the layer: a section wider than the page (a slider's strip) still has its toolbar on screen.
  left: Math.max(0, box.left - origin.left),
  right: Math.max(0, origin.right - box.right),
});

/**
 * The box a block draws: its wrapper draws none (BlockList), so the union of its own elements'.
 * Not boxOf's union of everything inside, which counts what the section clips (a slider's other slides).
 */
function blockBox(wrapper: Element): DOMRect {
  const boxes = [...wrapper.children].map((child) => boxOf(child)).filter((box) => box.width > 0 || box.height > 0);
  if (boxes.length === 0) return boxOf(wrapper);
  const top = Math.min(...boxes.map((box) => box.top));
  const left = Math.min(...boxes.map((box) => box.left));
  return new DOMRect(left, top, Math.max(...boxes.map((box) => box.right)) - left, Math.max(...boxes.map((box) => box.bottom)) - top);
}

/** Whether two measurements put every toolbar at the same place: the layer then draws nothing again. */
export const samePlaces = (a: PlacedSection[], b: PlacedSection[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i]!;
    return x.element === y.element && x.route === y.route && x.top === y.top && x.bottom === y.bottom && x.left === y.left && x.right === y.right;
  });

/** "section 2, Questions and answers": how the buttons of a section name it, by its place and its schema's title. */
export function sectionName(index: number, type: string | undefined, site: EditModeSite | undefined): string {
  const title = site?.blockTypes.find((candidate) => candidate.type === type)?.title ?? type;
  return title ? `section ${index + 1}, ${title}` : `section ${index + 1}`;
}

/** The block type of a section, as its page file names it. */
export const typeOf = (map: DevSourceMap | undefined, route: string, index: number): string | undefined => map?.pages[route]?.blocks[index]?.type;

/** What a toolbar's button does to its section, and where the focus goes once the page shows it. */
export function sectionChange(
  action: Exclude<BlockControl, 'edit'>,
  section: { route: string; index: number; count: number },
): { change: EditModeChange; focus: FocusTarget } {
  const { route, index, count } = section;
  const at = (to: number, control: BlockControl): FocusTarget => ({ kind: 'block', route, index: to, control });
  switch (action) {
    case 'move-up':
      // The moved section keeps the focus, on the same button unless it is now the first.
      return { change: { kind: 'move-block', route, from: index, to: index - 1 }, focus: at(index - 1, index - 1 === 0 ? 'move-down' : 'move-up') };
    case 'move-down':
      return { change: { kind: 'move-block', route, from: index, to: index + 1 }, focus: at(index + 1, index + 1 === count - 1 ? 'move-up' : 'move-down') };
    case 'duplicate':
      // The copy, to be edited on its own.
      return { change: { kind: 'duplicate-block', route, index }, focus: at(index + 1, 'edit') };
    case 'remove':
      // The section that takes its place, or the one before it, or adding one to the empty page.
      return {
        change: { kind: 'remove-block', route, index },
        focus: count === 1 ? { kind: 'add', route, index: 0 } : at(Math.min(index, count - 2), 'edit'),
      };
  }
}

/**
 * Writes a change to the sections of a page: the versions of its file are read first, as the
 * server knows them, so that an edit made in the code editor since is not overwritten. What was
 * done, or why not, is said in edit mode's status line.
 */
export async function changeSections(change: EditModeChange, focus: FocusTarget, route: string, index: number): Promise<EditModeAnswer> {
  let versions = {};
  try {
    versions = (await getBlock(route, index)).versions;
  } catch (error) {
    // A page without sections has no block to read: adding the first needs no versions.
    if (change.kind !== 'add-block') {
      const answer = { status: 'error' as const, message: messageOf(error) };
      editStatus.say(answer.message);
      return answer;
    }
  }
  const answer = await save([change], versions, focus);
  if (answer.status === 'refused') editStatus.say(refusal(answer.problems));
  else if (answer.status === 'conflict') editStatus.say(answer.message);
  else if (answer.status === 'error') editStatus.say(answer.message);
  return answer;
}

/** A refusal of the content check, in the words of its problems. */
export const refusal = (problems: DevProblem[]): string =>
  `Not saved: the content check refused it. ${problems
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message}${problem.hint ? ` How to fix: ${problem.hint}` : ''}`)
    .join(' ')}`;
