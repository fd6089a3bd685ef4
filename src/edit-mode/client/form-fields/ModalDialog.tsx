import { useEffect, useId, useRef, type ReactNode } from 'react';
import { devUiAttribute } from '../../../dev/dev-ui.ts';
import '../section-form.css';

interface Props {
  /** The dialog's name, as its heading shows it. */
  title: string;
  /** A line under the heading: what is edited, and where it is written. */
  subtitle?: ReactNode;
  /** Cancel, Escape: the dialog closes without writing anything. */
  onClose: () => void;
  size?: 'wide' | 'small';
  children: ReactNode;
}

/**
 * A modal dialog of edit mode: everything else is inert while it is open, Escape closes it, and
 * focus goes back to what opened it when it closes. Edit mode does not look inside it (devUiAttribute),
 * and Escape here closes the dialog only, not edit mode.
 */
export function ModalDialog({ title, subtitle, onClose, size = 'wide', children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    // Escape closes this dialog only: edit mode, listening on the document, would close too. Caught
    // before anything else hears it, wherever the focus is (the dialog still gets its cancel event).
    const keep = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && element.open) event.stopPropagation();
    };
    window.addEventListener('keydown', keep, true);
    return () => {
      window.removeEventListener('keydown', keep, true);
      element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`dev-modal dev-modal--${size}`}
      aria-labelledby={titleId}
      lang="en"
      {...{ [devUiAttribute]: '' }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="dev-modal__header">
        <h2 id={titleId} className="dev-modal__title">
          {title}
        </h2>
        {subtitle && <p className="dev-modal__subtitle">{subtitle}</p>}
      </header>
      {children}
    </dialog>
  );
}
