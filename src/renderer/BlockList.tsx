import { Suspense, use, useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { usePageLoading } from './loading-context.ts';
import type { BlockPosition } from './block-props.ts';
import type { Block } from '../shared/content.ts';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { useSite } from '../kit/site-context.ts';
import { locationOfLink } from '../routing/addresses.ts';
import { useOpenedDetails } from './opened-details.ts';

interface Props {
  /** The page's route, the same in every language. */
  route: string;
  blocks: readonly Block[];
  firstScreenBlocks: number;
  /** The blocks to keep as the build prerendered them, by index (LoadedPage.prerendered); none when absent. */
  prerendered?: ReadonlyMap<number, string>;
}

/**
 * Renders a page's blocks in order, each through the component the registry names for its type,
 * or as the build prerendered it (docs/PERFORMANCE.md#blocks-drawn-once). The page's load includes
 * the components of the blocks it draws, so nothing suspends here; each of those is still its own
 * Suspense boundary, so React hydrates the prerendered page block by block, yielding to the
 * visitor's input in between, instead of in one long task. Each block sits in a slot that draws no
 * box: the markup of a block kept as prerendered is the slot's content, and edit mode (`npm start`)
 * finds a block's line in its page file by the slot's index.
 */
export function BlockList({ route, blocks, firstScreenBlocks, prerendered }: Props) {
  const followPageLink = useFollowPageLink();
  const openedDetails = useOpenedDetails();
  return blocks.map((block, index) => {
    const key = `${index}-${block.type}`;
    const slot = `${route} ${key}`;
    const markup = prerendered?.get(index);
    if (markup !== undefined)
      return (
        // The links inside are the block's only controls: a click on one (Enter on a link is one) is followed as
        // its own link's would be.
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the click is a link's
        <div
          key={`${key} prerendered`}
          ref={openedDetails.kept(slot)}
          className="block-slot"
          data-block={index}
          onClick={followPageLink}
          // oxlint-disable-next-line react/no-danger -- the markup is the build's own, read from this very document
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      );
    return (
      <div key={key} ref={openedDetails.drawn(slot)} className="block-slot" data-block={index}>
        <BlockErrorBoundary blockType={block.type}>
          <Suspense fallback={null}>
            <BlockView block={block} index={index} onFirstScreen={index < firstScreenBlocks} />
          </Suspense>
        </BlockErrorBoundary>
      </div>
    );
  });
}

/**
 * The markup of each block in prerendered `markup` (the build's, as the document holds it), by
 * its index on the page: what ContentStore.keepPrerendered keeps.
 */
export function prerenderedBlocks(markup: ParentNode): Map<number, string> {
  const blocks = new Map<number, string>();
  for (const slot of markup.querySelectorAll<HTMLElement>('.block-slot[data-block]')) blocks.set(Number(slot.dataset.block), slot.innerHTML);
  return blocks;
}

function BlockView({ block, index, onFirstScreen }: { block: Block } & BlockPosition) {
  const Component = use(usePageLoading().store.block(block.type));
  // oxlint-disable-next-line react-hooks-js/static-components -- the store loads each type's component once and hands back that same one on every render
  return <Component block={block} index={index} onFirstScreen={onFirstScreen} />;
}

/**
 * For markup kept as prerendered: a plain click on a link to a page of this site goes there inside
 * the app, as the link's component (PageLink, through wouter) would; any other click, and any other
 * link, is the browser's.
 */
function useFollowPageLink() {
  const { site } = useSite();
  const [, navigate] = useLocation();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = locationOfLink(link.getAttribute('href') ?? '', location.href, site);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to);
    },
    [site, navigate],
  );
}
