import type { Plugin } from 'vite';

/**
 * `@tabler/icons-react`'s index re-exports 6,000 icons: importing from it makes every build read them
 * all, which doubles the build time. Icons are imported one module each instead (typed in
 * src/env.d.ts); this stops the build, and the dev server, at the first import of the index.
 * Type-only imports are erased before this runs, so `import type { Icon }` stays allowed.
 */
export function oneIconPerImport(): Plugin {
  return {
    name: 'one-icon-per-import',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@tabler/icons-react') return null;
      this.error(
        `${importer ?? 'A module'} imports icons from '@tabler/icons-react', whose index holds 6,000 icons. ` +
          "Import each icon from its own module instead, such as: import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';",
      );
    },
  };
}
