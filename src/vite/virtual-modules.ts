import type { Plugin } from 'vite';
import type { SiteData } from '../shared/content.ts';
import { brandOf, type CompiledSite, formatProblemLine, formatReport, isError, type Problem, problemFrame } from '../content/pipeline.ts';
import { join } from 'node:path';
import { devContentPath } from './dev-content.ts';
import type { SiteState } from './site-state.ts';

const siteModuleId = 'virtual:site';
/** The development server's only: the content's problems, and where each text and block is written (src/dev/, src/edit-mode/client/). */
const problemsModuleId = 'virtual:dev-problems';
const sourcesModuleId = 'virtual:dev-sources';
/** The brand's style sheets (docs/BEHAVIOUR.md#brand): its font's, and its colours as custom properties. */
const brandModuleId = 'virtual:brand';
export const brandCssModuleId = 'virtual:brand.css';
export const moduleIds = [siteModuleId, problemsModuleId, sourcesModuleId, brandModuleId, brandCssModuleId];
export const resolved = (id: string) => `\0${id}`;
/** index.html's entry, and what the development server loads instead while no page can be shown. */
export const appEntry = '/src/main.tsx';
export const siteProblemsEntry = '/src/dev/problems/site-problems.tsx';
/**
 * virtual:site while no page can be shown, for a tab that asks for it anyway (it had loaded
 * index.html just before the mistake was saved): it shows the page that explains the mistake, and
 * never lets the app start.
 */
const siteProblemsModule = `await import(${JSON.stringify(siteProblemsEntry)});\nawait new Promise(() => {});\nexport default null;`;

/**
 * The site's virtual modules: `virtual:site` gives the shell its settings (or, on a development
 * server that can show no page, the page that explains why), `virtual:brand` its style sheets, and
 * on the development server only, `virtual:dev-problems` and `virtual:dev-sources` tell the
 * development tools and edit mode what is wrong and where each text and block is written.
 */
export function virtualModules(state: SiteState): Plugin {
  return {
    name: 'site-modules',
    resolveId(id) {
      return moduleIds.includes(id) ? resolved(id) : undefined;
    },
    load(id) {
      return moduleIds.some((known) => resolved(known) === id) ? loadModule(this, state, id) : undefined;
    },
  };
}

export type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['load']>, (...args: never[]) => unknown>>;

/** One of the plugin's virtual modules: the site's settings, or, on the development server only, its problems and sources. */
async function loadModule(context: PluginContext, state: SiteState, id: string): Promise<string> {
  // Bundled into the one style sheet, so the prerendered pages have their colours before any script
  // runs. A site that cannot be shown has the site's own colours meanwhile.
  const brand = async () => (await state.current()).compiled?.brand ?? brandOf(undefined);
  if (id === resolved(brandModuleId)) return `import ${JSON.stringify((await brand()).fontCss)};\nimport ${JSON.stringify(brandCssModuleId)};\n`;
  if (id === resolved(brandCssModuleId)) return (await brand()).css;
  if (id === resolved(problemsModuleId) || id === resolved(sourcesModuleId)) {
    // Imported only under import.meta.env.DEV: should that ever change, the build stops here.
    if (state.command === 'build') context.error(`${id.slice(1)} exists only on the development server (npm start).`);
    const value = id === resolved(problemsModuleId) ? (await state.devCompile()).report : await state.sourceMap();
    return `export default ${JSON.stringify(value)};`;
  }
  const result = await state.current();
  const { compiled, problems, files } = result;
  files.forEach((file) => context.addWatchFile(file));
  if (!compiled && state.command === 'serve') return siteProblemsModule;
  if (!compiled) return refuseBuild(context, problems, state.siteRoot);
  for (const warning of problems.filter((problem) => !isError(problem))) context.warn(formatProblemLine(warning));
  // What the build leaves out for now, and until when (docs/BEHAVIOUR.md#drafts-and-scheduled-articles).
  if ('notices' in result) for (const notice of result.notices) context.info(formatProblemLine(notice));
  return `export default ${JSON.stringify(siteData(compiled, state.command))};`;
}

/** Stops the build on the content's errors, framed at the first one. */
function refuseBuild(context: PluginContext, problems: Problem[], siteRoot: string): never {
  const first = problems.find((p) => p.severity === 'error');
  return context.error({
    message: `The site's content has problems:\n\n${formatReport(
      problems.filter((p) => p.severity === 'error'),
      siteRoot,
    )}`,
    id: first ? join(siteRoot, first.file) : undefined,
    loc: first ? { file: join(siteRoot, first.file), line: first.line, column: first.column - 1 } : undefined,
    // Given, so that Vite does not frame the file itself: a line of it may hold millions of characters.
    frame: first ? problemFrame(first, siteRoot) : undefined,
  });
}

/** What the shell gets as virtual:site: the compiled settings, and where and how this build or server serves them. */
export function siteData(compiled: CompiledSite, command: 'serve' | 'build'): SiteData {
  return {
    ...compiled.site,
    contentPath: command === 'build' ? `content/${compiled.version}` : devContentPath,
    emailOrigin:
      command === 'serve' && compiled.site.forms.localOutbox ? 'same-origin' : ((process.env.EMAILJS_ORIGIN || compiled.site.forms.emailjs.origin) ?? null),
    map: { ...compiled.site.map, apiKey: process.env.GOOGLE_MAPS_API_KEY || compiled.site.map.apiKey },
  };
}
