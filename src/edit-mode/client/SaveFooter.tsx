/**
 * The foot of a dialog that saves: what went wrong (read out as it comes), Cancel, and Save while
 * nothing is being saved.
 */
export function SaveFooter({ problem, busy, ready = true, onCancel }: { problem?: string; busy?: boolean; ready?: boolean; onCancel: () => void }) {
  return (
    <div className="dev-modal__footer">
      <div className="dev-modal__outcome" role="alert">
        {problem && <p className="dev-modal__problem">{problem}</p>}
      </div>
      <div className="dev-modal__buttons">
        <button type="button" className="dev-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="dev-button dev-button--primary" disabled={!ready || busy}>
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
