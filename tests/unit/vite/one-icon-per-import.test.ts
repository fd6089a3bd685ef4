import { describe, expect, it } from 'vitest';
import { oneIconPerImport } from '../../../src/vite/one-icon-per-import.ts';

type ResolveId = (this: { error: (message: string) => never }, source: string, importer?: string) => unknown;
const resolveId = oneIconPerImport().resolveId as ResolveId;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('the build refuses the icon index', () => {
  it('stops at an import of @tabler/icons-react, naming the file and the import to write instead', () => {
    expect(() => resolveId.call(context, '@tabler/icons-react', '/site/src/app/Footer.tsx')).toThrow(
      "/site/src/app/Footer.tsx imports icons from '@tabler/icons-react', whose index holds 6,000 icons. " +
        "Import each icon from its own module instead, such as: import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';",
    );
  });

  it("lets an icon's own module through, to be resolved as usual", () => {
    expect(resolveId.call(context, '@tabler/icons-react/dist/esm/icons/IconMail.mjs', '/site/src/app/Footer.tsx')).toBeNull();
  });
});
