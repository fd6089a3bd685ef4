import { useId, type ReactNode } from 'react';
import { ModalDialog } from './form-fields/ModalDialog.tsx';

interface FooterProps {
  problem?: string | undefined;
  busy?: boolean | undefined;
  /** False while there is nothing to save yet (still reading). */
  ready?: boolean;
  /** Why Save waits (a colour hard to read): said beside it while it cannot be pressed. */
  waits?: string | undefined;
  onCancel: () => void;
}

/** The form of a dialog that saves: its fields, then SaveFooter's buttons; Save and Enter call `onSubmit`. */
export function SaveForm({ onSubmit, children, ...footer }: FooterProps & { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <form
      className="dev-modal__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className="dev-modal__body">{children}</div>
      <SaveFooter {...footer} />
    </form>
  );
}

/** A small dialog that only says something (why it cannot be used here, what went wrong reading), with Close. */
export function NoticeDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalDialog title={title} onClose={onClose} size="small">
      <div className="dev-modal__body">
        <p>{children}</p>
      </div>
      <div className="dev-modal__footer">
        <button type="button" className="dev-button" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The foot of a dialog that saves: what went wrong (read out as it comes), Cancel, and Save while
 * nothing is being saved.
 */
function SaveFooter({ problem, busy, ready = true, waits, onCancel }: FooterProps) {
  const waitsId = useId();
  return (
    <div className="dev-modal__footer">
      <div className="dev-modal__outcome" role="alert">
        {problem && <p className="dev-modal__problem">{problem}</p>}
      </div>
      {waits && (
        <p id={waitsId} className="dev-modal__waits">
          {waits}
        </p>
      )}
      <div className="dev-modal__buttons">
        <button type="button" className="dev-button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="dev-button dev-button--primary"
          disabled={!ready || busy === true || waits !== undefined}
          aria-describedby={waits ? waitsId : undefined}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </div>
  );
}

/** A refused or failed save, in the words of the check or of the server. */
export const saveProblem = (
  answer: { status: 'refused'; problems: { message: string; hint?: string }[] } | { status: 'conflict' | 'error'; message: string },
) => (answer.status === 'refused' ? answer.problems.map((p) => `${p.message}${p.hint ? ` ${p.hint}` : ''}`).join(' ') : answer.message);
