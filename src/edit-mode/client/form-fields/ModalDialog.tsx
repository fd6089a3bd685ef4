import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
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

interface FormProps {
  /** The primary button's words ("Save"), and its words while the dialog waits for the answer ("Saving…"). */
  action: string;
  busyAction: string;
  busy: boolean;
  /** Nothing to send yet (still reading, nothing chosen). */
  disabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** What the last try came to, said beside the buttons. */
  outcome?: ReactNode;
  /** Buttons before Cancel ("Reload"). */
  before?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  bodyRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The form of a dialog: its fields, then Cancel and the primary button, which does nothing more while busy. */
export function DialogForm({ action, busyAction, busy, disabled, onSubmit, onCancel, outcome, before, formRef, bodyRef, children }: FormProps) {
  return (
    <form
      ref={formRef}
      className="dev-modal__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <div ref={bodyRef} className="dev-modal__body">
        {children}
      </div>
      <DialogFooter outcome={outcome} before={before} onCancel={onCancel}>
        <button type="submit" className="dev-button dev-button--primary" disabled={disabled} aria-disabled={busy || undefined}>
          {busy ? busyAction : action}
        </button>
      </DialogFooter>
    </form>
  );
}

/** A dialog that is one form. */
export function FormDialog({ title, subtitle, size, ...form }: Omit<Props, 'onClose'> & FormProps) {
  return (
    <ModalDialog title={title} subtitle={subtitle} size={size} onClose={form.onCancel}>
      <DialogForm {...form} />
    </ModalDialog>
  );
}

interface FooterProps {
  outcome?: ReactNode;
  before?: ReactNode;
  onCancel: () => void;
  /** "Close" where there is nothing to give up. */
  cancel?: string;
  /** The buttons after Cancel. */
  children?: ReactNode;
}

/** The foot of a dialog: what the last try came to (an alert, hidden while empty), and its buttons, Cancel before the primary one. */
export function DialogFooter({ outcome, before, onCancel, cancel = 'Cancel', children }: FooterProps) {
  return (
    <div className="dev-row dev-modal__footer">
      <div className="dev-modal__outcome" role="alert">
        {outcome}
      </div>
      <div className="dev-row dev-modal__buttons">
        {before}
        <button type="button" className="dev-button" onClick={onCancel}>
          {cancel}
        </button>
        {children}
      </div>
    </div>
  );
}
