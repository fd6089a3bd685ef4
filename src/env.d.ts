/// <reference types="vite/client" />

declare module 'virtual:site' {
  const site: import('./shared/content.ts').SiteData;
  export default site;
}

// Icons are imported one module each: the package's index re-exports 6,000 icons, and reading them
// all doubles the build time. Those modules ship without types of their own; each is the package's
// icon component.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
