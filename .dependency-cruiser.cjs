// `npm run lint` runs dependency-cruiser with this file: no import circles, and each layer of src/
// imports only from its own layer and the layers below it (README.md, "Where the code lives").
// Tests beside the code (`*.test.tsx`, `*.e2e.ts`) are not part of any layer.

/** Vite's plugins join the two stacks below: they run the content check and the editor's server, and prerender the app. */
const top = ['vite plugins', '^src/vite/'];

/** The runtime's layers, lowest first: a module may import from its own layer and those before it. */
const runtime = [
  ['shared', '^src/(generated|shared)/|^src/edit-mode/protocol\\.ts$'],
  ['base kit', '^src/(i18n|routing|seo|forms|styles)/'],
  ['kit', '^src/kit/'],
  ['renderer', '^src/renderer/'],
  ['blocks', '^src/blocks/'],
  ['app', '^src/app/'],
  ['dev tools', '^src/dev/'],
  ['edit mode', '^src/edit-mode/client/'],
  ['entry', '^src/(main\\.tsx|env\\.d\\.ts|dev-tools\\.tsx|prerender/)'],
  top,
];

/**
 * What runs in Node only, lowest first: the content check's stages, then edit mode's engine and the
 * development server's endpoints built on it. They import from `shared` and `base kit`, never the runtime's screens.
 */
const node = [
  ['content base', '^src/content/(codes|limits|problem|suggest|needs-quotes|control-characters|write-atomically)\\.ts$'],
  ['content load', '^src/content/load/'],
  ['content parse', '^src/content/parse/'],
  ['content schema', '^src/content/schema/'],
  ['content model', '^src/content/model/'],
  ['content checks', '^src/content/checks/'],
  ['content compile', '^src/content/compile/'],
  ['content images', '^src/content/images/'],
  ['content run', '^src/content/(run|report)\\.ts$|^src/content/dev/'],
  ['content entry', '^src/content/pipeline\\.ts$'],
  ['edit mode engine', '^src/edit-mode/engine/'],
  ['dev server', '^src/dev-server/'],
  ['edit mode server', '^src/edit-mode/server/'],
  top,
  // The team's editing server runs Vite itself, with the site's plugins, behind its sign-in.
  ['editing server', '^src/editing-server/'],
];
const below = (stack) => stack.filter((layer) => layer !== top);

const beside = '\\.(test|e2e)\\.tsx?$';
const either = (layers) => layers.map(([, path]) => `(?:${path})`).join('|');

/** For each layer of `stack`, a rule refusing its imports of any layer after it. */
const upwards = (stack) =>
  stack.slice(0, -1).map(([name, path], index) => ({
    name: `no-import-above-${name.replaceAll(' ', '-')}`,
    comment: `${name} imports only from itself and the layers below it: ${stack
      .slice(0, index + 1)
      .map(([below]) => below)
      .join(', ')}.`,
    severity: 'error',
    from: { path, pathNot: beside },
    to: { path: either(stack.slice(index + 1)) },
  }));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle ties its modules into one: break it by moving what both need below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upwards(runtime),
    ...upwards(node),
    {
      name: 'node-knows-no-screen',
      comment: 'The content check and the endpoints run in Node: they draw nothing, and nothing they import reaches the browser.',
      severity: 'error',
      from: { path: either(below(node)) },
      to: { path: either(below(runtime).filter(([name]) => !['shared', 'base kit'].includes(name))) },
    },
    {
      name: 'screens-import-no-content-check',
      comment: "yaml and ajv stay in Node: the browser's code never imports the content check nor the endpoints.",
      severity: 'error',
      from: { path: either(below(runtime)), pathNot: beside },
      to: { path: either(below(node)) },
    },
    {
      name: 'content-has-one-entry',
      comment: 'src/content/ is a library: the rest of the code imports it through pipeline.ts alone, so its stages can change inside it.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/content/|${beside}` },
      to: { path: '^src/content/', pathNot: '^src/content/pipeline\\.ts$' },
    },
    {
      name: 'every-module-in-a-layer',
      comment: 'A module of src/ outside every layer escapes these rules: add its folder to a layer of .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${either([...runtime, ...node])}|${beside}` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
