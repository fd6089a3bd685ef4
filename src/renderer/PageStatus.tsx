import { useUiText } from '../i18n/use-ui-text.ts';

/** In place of a page whose data, texts or code are still on their way (never after a link: the previous page stays). */
export function PageLoading() {
  const ui = useUiText();
  return (
    <div className="page-status" aria-busy="true">
      <p>{ui('common.loading')}</p>
    </div>
  );
}

/** In place of a page that could not load: a sentence, in the built-in texts if need be, and a way to try again. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const ui = useUiText();
  return (
    <div className="page-status">
      <p role="alert">{ui('common.loadFailed')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {ui('common.retry')}
      </button>
    </div>
  );
}
