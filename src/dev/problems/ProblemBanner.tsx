import { useState } from 'react';
import type { DevProblemReport } from '../../shared/dev-server.ts';
import { devUiAttribute } from '../dev-ui.ts';
import { ProblemList } from './ProblemList.tsx';
import { pageName } from './where-problems-show.ts';
import { listed } from '../../shared/listed.ts';

const hiddenKey = 'dev.problems-hidden';

/**
 * Above the header of every page while a page or article file has mistakes: which pages they keep
 * from showing, and each mistake. Hidden for the browser session on request, until the mistakes
 * change; gone by itself once they are fixed (every content edit is drawn in place).
 */
export function ProblemBanner({ report }: { report: DevProblemReport }) {
  const signature = report.problems.map((p) => `${p.file}:${p.line}:${p.column}:${p.code}`).join('|');
  const [hiddenFor, setHiddenFor] = useState(readHidden);
  const hidden = hiddenFor === signature;
  const [status, setStatus] = useState('');
  if (report.problems.length === 0 || hidden) return null;

  const pages = [...new Set(report.problems.map(pageName))];
  const count = report.problems.length === 1 ? 'A mistake' : `${report.problems.length} mistakes`;
  const hide = () => {
    setHiddenFor(signature);
    try {
      sessionStorage.setItem(hiddenKey, signature);
    } catch {
      // Without storage it stays hidden until the next reload.
    }
  };
  return (
    <div className="dev-banner" lang="en" {...{ [devUiAttribute]: '' }}>
      <div role="alert" className="container dev-banner__alert">
        <p className="dev-banner__title">
          {count} in the content: {listed(pages)} cannot be shown until {pages.length === 1 ? 'it is' : 'they are'} fixed. Every other page works.
        </p>
        <p className="dev-banner__text">Save the fix and this message goes away by itself. npm run validate lists the same mistakes.</p>
        <ProblemList problems={report.problems} root={report.root} onOpened={setStatus} />
      </div>
      <div className="container dev-row dev-banner__actions">
        <p role="status" className="dev-status">
          {status}
        </p>
        <button type="button" className="dev-button" onClick={hide}>
          Hide for this session
        </button>
      </div>
    </div>
  );
}

function readHidden(): string | null {
  try {
    return sessionStorage.getItem(hiddenKey);
  } catch {
    return null;
  }
}
