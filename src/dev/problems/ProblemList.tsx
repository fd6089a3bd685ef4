import type { DevProblem } from '../../shared/dev-server.ts';
import { OpenButton } from '../OpenButton.tsx';

interface Props {
  problems: DevProblem[];
  /** The site folder, for the editor to open a file. */
  root: string;
  /** What to tell the editor once a file was asked to open. */
  onOpened: (message: string) => void;
}

/** Each mistake as `npm run validate` tells it: where, what is wrong, how to fix it; the place opens in the code editor. */
export function ProblemList({ problems, root, onOpened }: Props) {
  return (
    <ol className="dev-problems" role="list">
      {problems.map((problem) => (
        <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.code}:${problem.message}`} className="dev-problem">
          <p className="dev-row dev-problem__where">
            {/\.ya?ml$/.test(problem.file) ? (
              <OpenButton root={root} place={problem} label={`${problem.file}:${problem.line}:${problem.column}`} onOpened={onOpened} />
            ) : (
              problem.file && <code className="dev-problem__place">{problem.file}</code>
            )}
            <span className="dev-problem__code">{problem.code}</span>
          </p>
          <p className="dev-problem__message">{problem.message}</p>
          {problem.hint && (
            <p className="dev-problem__hint">
              <strong>How to fix:</strong> {problem.hint}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
