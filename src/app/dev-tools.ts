import type { PostProcessorModule } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { ContentChange } from '../shared/dev-server.ts';

/**
 * What the app takes from the development server's tools (src/dev-tools.tsx), when `npm start`
 * gives them: nothing of them is in the build.
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
  /** A content edit the development server told of, about to be drawn in place: its problems, and where its texts are written. */
  contentChanged: (change: ContentChange) => void;
  /** The page shows that edit now. */
  contentDrawn: () => void;
}
