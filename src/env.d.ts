/// <reference types="vite/client" />

declare module 'virtual:site' {
  const site: import('./shared/content.ts').SiteData;
  export default site;
}
