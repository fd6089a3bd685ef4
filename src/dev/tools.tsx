import type { PostProcessorModule } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import report from 'virtual:dev-problems';
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
export interface DevTools {
  /** Marks each text with its key while edit mode is on (an i18next post-processor). */
  textMarker: PostProcessorModule;
  /** Drawn above the header: the mistakes that keep pages from showing. */
  Banner: ComponentType;
  /** Edit mode's toggle, and while it is on, where what is under the pointer comes from. */
  EditMode: ComponentType;
  /** In place of the page at `route` when mistakes keep it from showing; the page otherwise. */
  PageGate: ComponentType<{ route: string; children: ReactNode }>;
  /** The app draws again at each switch of edit mode, its texts gaining or losing their marks. */
  subscribe: (onChange: () => void) => () => void;
  switches: () => number;
}

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
};
