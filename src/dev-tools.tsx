// First: the screens' own style sheets, imported by the modules below, build on it.
import './dev/dev.css';
import type { DevTools } from './app/dev-tools.ts';
import initialReport from 'virtual:dev-problems';
import { contentChanges } from './dev/content-changes.ts';
import { EditMode } from './edit-mode/client/EditMode.tsx';
import { editMode } from './edit-mode/client/state.ts';
import { textMarker } from './edit-mode/client/text-markers.ts';
import { PageProblems } from './dev/problems/PageProblems.tsx';
import { ProblemBanner } from './dev/problems/ProblemBanner.tsx';

/** The content's mistakes as the server last told them: the app draws again with each content edit (src/main.tsx). */
let report = initialReport;

/**
 * What `npm start` adds to the app (docs/BEHAVIOUR.md#development-server): the banner and page
 * that tell the content's mistakes, and edit mode. src/main.tsx imports this module only under
 * import.meta.env.DEV, so the build leaves all of it out.
 */
export const devTools: DevTools = {
  textMarker,
  Banner: () => <ProblemBanner report={report} />,
  EditMode,
  PageGate: ({ route, children }) => (
    <PageProblems report={report} route={route}>
      {children}
    </PageProblems>
  ),
  subscribe: editMode.subscribe,
  switches: editMode.switches,
  contentChanged: (change) => {
    report = change.report;
  },
  contentDrawn: contentChanges.shown,
};
