import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import report from 'virtual:dev-problems';
import { contentChangedEvent } from '../../shared/dev-server.ts';
import { SiteProblems } from './SiteProblems.tsx';
import 'virtual:brand';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../dev.css';

// The development server's page while no page of the site can be shown: it loads this instead of
// src/main.tsx (src/vite/virtual-modules.ts), and loads the site again once the content can be shown
// (the server tells of each edit; it reloads the page itself while the content stays broken).
import.meta.hot?.on(contentChangedEvent, () => location.reload());
document.documentElement.lang = 'en';
document.title = 'The site cannot be shown: a mistake in the content';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteProblems report={report} />
  </StrictMode>,
);
