import { useUiText } from '../../i18n/use-ui-text.ts';
import { PageLink } from '../../kit/PageLink.tsx';
import type { Listing } from '../../shared/content.ts';

/**
 * Links to the pages of newer and older articles of a list, real links that search engines follow
 * (docs/BEHAVIOUR.md#blog-articles), and which page this is. Nothing when the list has one page.
 */
export function Pagination({ listing }: { listing: Listing }) {
  const ui = useUiText();
  if (listing.pages < 2) return null;
  return (
    <nav aria-label={ui('common.blog.pages')} className="pagination">
      {listing.newer !== undefined && (
        <PageLink to={`/${listing.newer}`} className="button button--secondary pagination__newer">
          <span aria-hidden="true">← </span>
          {ui('common.blog.newer')}
        </PageLink>
      )}
      <p className="pagination__where">{ui('common.blog.pageOf', { page: listing.page, pages: listing.pages })}</p>
      {listing.older !== undefined && (
        <PageLink to={`/${listing.older}`} className="button button--secondary pagination__older">
          {ui('common.blog.older')}
          <span aria-hidden="true"> →</span>
        </PageLink>
      )}
    </nav>
  );
}
