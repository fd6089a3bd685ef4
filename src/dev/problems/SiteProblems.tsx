import { useState } from 'react';
import type { DevProblemReport } from '../../shared/dev-server.ts';
import { ProblemList } from './ProblemList.tsx';

/**
 * The whole screen, while a mistake concerns every page (site.yaml, a text file, a missing home page)
 * and no page can be drawn. The page reloads by itself once the file is saved.
 */
export function SiteProblems({ report }: { report: DevProblemReport }) {
  const [status, setStatus] = useState('');
  const ofPages = report.problems.filter((problem) => problem.page);
  const ofSite = report.problems.filter((problem) => !problem.page);
  const one = ofSite.length === 1;
  return (
    <main className="dev-screen" lang="en">
      <div className="dev-screen__panel">
        <p className="dev-screen__eyebrow">Site preview</p>
        <h1 className="dev-screen__title">The site cannot be shown until {one ? 'this mistake is' : 'these mistakes are'} fixed</h1>
        <p>
          {one ? 'It concerns' : 'They concern'} every page: site.yaml, the text files under locales/ and the home page are part of all of them. Fix{' '}
          {one ? 'it' : 'them'} and save the file: the site comes back by itself.
        </p>
        <ProblemList problems={ofSite} root={report.root} onOpened={setStatus} />
        {ofPages.length > 0 && (
          <>
            <h2 className="dev-screen__subtitle">Then, {ofPages.length === 1 ? 'a mistake that keeps a page' : 'mistakes that keep pages'} from showing</h2>
            <ProblemList problems={ofPages} root={report.root} onOpened={setStatus} />
          </>
        )}
        <p role="status" className="dev-status">
          {status}
        </p>
        <p className="dev-screen__note">npm run validate lists the same mistakes.</p>
      </div>
    </main>
  );
}
