/// <reference types="vite/client" />

declare module 'virtual:site' {
  const site: import('./shared/content.ts').SiteData;
  export default site;
}

// The brand's font and colours (src/vite/virtual-modules.ts): style sheets, nothing to import.
declare module 'virtual:brand' {}

// The development server's only (src/vite/virtual-modules.ts): the build refuses to import them.
declare module 'virtual:dev-problems' {
  const report: import('./shared/dev-server.ts').DevProblemReport;
  export default report;
}
declare module 'virtual:dev-sources' {
  const sources: import('./shared/dev-server.ts').DevSourceMap;
  export default sources;
}

// Icons are imported one module each: the package's index re-exports 6,000 icons, and reading them
// all doubles the build time. Those modules ship without types of their own; each is the package's
// icon component.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
