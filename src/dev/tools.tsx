import type { DevTools } from '../app/dev-tools.ts';
import { useSyncExternalStore } from 'react';
import { contentChanges } from './content-changes.ts';
import { EditMode } from './edit-mode/EditMode.tsx';
import { editMode } from './edit-mode/state.ts';
import { textMarker } from './edit-mode/text-markers.ts';
import { PageProblems } from './problems/PageProblems.tsx';
import { ProblemBanner } from './problems/ProblemBanner.tsx';
import './dev.css';

/**
 * What `npm start` adds to the app (docs/BEHAVIOUR.md#development-server): the banner and page
 * that tell the content's mistakes, and edit mode. src/main.tsx imports this module only under
 * import.meta.env.DEV, so the build leaves all of it out.
 */
export const devTools: DevTools = {
  textMarker,
  Banner: () => <ProblemBanner report={useReport()} />,
  EditMode,
  PageGate: ({ route, children }) => (
    <PageProblems report={useReport()} route={route}>
      {children}
    </PageProblems>
  ),
  subscribe: editMode.subscribe,
  switches: editMode.switches,
  contentChanged: contentChanges.take,
  contentDrawn: contentChanges.shown,
};

const useReport = () => useSyncExternalStore(contentChanges.subscribe, contentChanges.report);
