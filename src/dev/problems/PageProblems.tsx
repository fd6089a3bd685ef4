import { useEffect, useState, type ReactNode } from 'react';
import { useSite } from '../../kit/site-context.ts';
import type { DevProblemReport } from '../../shared/dev-server.ts';
import { devUiAttribute } from '../dev-ui.ts';
import { ProblemList } from './ProblemList.tsx';
import { problemsShownAt } from './where-problems-show.ts';

interface Props {
  report: DevProblemReport;
  route: string;
  /** The page, when nothing keeps it from showing. */
  children: ReactNode;
}

/** In place of a page whose file has mistakes: what they are, where, and how to fix them. */
export function PageProblems({ report, route, children }: Props) {
  const { site } = useSite();
  const problems = problemsShownAt(report, route, site.collections);
  const [status, setStatus] = useState('');
  const files = [...new Set(problems.map((problem) => problem.file))].join(' and ');
  useEffect(() => {
    if (problems.length > 0) document.title = `Mistake in ${files} · ${site.company.name}`;
  }, [problems.length, files, site.company.name]);
  if (problems.length === 0) return children;

  return (
    <div className="container dev-page-problems" lang="en" {...{ [devUiAttribute]: '' }}>
      <h1 className="dev-page-problems__title">
        This page cannot be shown: {files} has {problems.length === 1 ? 'a mistake' : 'mistakes'}
      </h1>
      <p>Fix {problems.length === 1 ? 'it' : 'them'} and save the file: the page comes back by itself. The other pages of the site work as usual.</p>
      <ProblemList problems={problems} root={report.root} onOpened={setStatus} />
      <p role="status" className="dev-status">
        {status}
      </p>
    </div>
  );
}
