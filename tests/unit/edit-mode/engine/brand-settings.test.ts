import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChanges, readBrand } from '../../../../src/edit-mode/engine/site-edits.ts';
import type { EditModeBrandSettings } from '../../../../src/edit-mode/protocol.ts';
import { refusal } from '../../../support/edit-refusal.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

/** The brand edited as Brand asks, on a copy of the fixture site: only the lines meant change, comments stay. */

let site: SiteCopy;
beforeAll(() => {
  site = new SiteCopy();
});
afterAll(() => site.remove());

/** The fixture names no brand: one written out, with a comment of its own, after the company. */
const written = [
  '# The brand, as the designer gave it.',
  'brand:',
  '  colors:',
  '    primary: "#1849a9" # the logo\'s blue',
  '    accent: "#2e6be6"',
  '  font: inter',
  '',
].join('\n');

const brand = (): EditModeBrandSettings => {
  const { colours, font, logo, favicon } = readBrand(site.root);
  return { colours, font, logo, favicon };
};
const plan = (settings: Partial<EditModeBrandSettings>) => planChanges(site.root, [{ kind: 'set-brand', ...brand(), ...settings }]);

describe("the brand's settings", () => {
  beforeAll(() => site.write('site.yaml', site.read('site.yaml').replace('\nurl:', `\n${written}\nurl:`)));

  it("reads the colours as written (null where site.yaml names none), the font, logo and favicon, what each colour is for, and the site's pictures", () => {
    const read = readBrand(site.root);
    expect(read.colours).toEqual({ primary: '#1849a9', accent: '#2e6be6', text: null, heading: null, background: null, dark: null });
    expect([read.font, read.logo, read.favicon]).toEqual(['inter', null, null]);
    expect(read.own).toEqual({ font: 'inter', logo: 'images/logo-mark.svg', favicon: 'favicon.svg' });
    expect(read.colourFields[0]).toEqual({
      name: 'primary',
      title: 'Primary colour',
      description: 'Buttons, links, the active menu entry, icons, bars and the call-to-action band. Readable as text on the background.',
    });
    expect(read.colourFields.map(({ name }) => name)).toEqual(['primary', 'accent', 'text', 'heading', 'background', 'dark']);
    expect(read.logoChoices).toContain('images/logo-mark.svg');
    expect(read.logoChoices.every((picture) => /^images\/.+\.(svg|webp)$/.test(picture))).toBe(true);
    expect(read.faviconChoices[0]).toBe('favicon.svg');
    expect(read.files).toEqual(['site.yaml']);
  });

  it('changes a colour on its line only, its comment kept', () => {
    const edit = plan({ colours: { ...brand().colours, primary: '#457756' } });
    expect(edit.problems).toEqual([]);
    expect([...edit.files.keys()]).toEqual(['site.yaml']);
    expect(edit.files.get('site.yaml')).toBe(
      site.read('site.yaml').replace('    primary: "#1849a9" # the logo\'s blue', '    primary: "#457756" # the logo\'s blue'),
    );
  });

  it('adds a colour, a logo and a favicon on lines of their own, and leaves out an accent that is to follow the primary colour', () => {
    const edit = plan({ colours: { ...brand().colours, accent: null, dark: '#102a43' }, logo: 'images/logos/first.svg', favicon: 'images/logos/second.svg' });
    expect(edit.problems).toEqual([]);
    const after = edit.files.get('site.yaml')!;
    expect(after).toContain(
      'brand:\n  colors:\n    primary: "#1849a9" # the logo\'s blue\n    dark: "#102a43"\n  font: inter\n  logo: images/logos/first.svg\n  favicon: images/logos/second.svg\n',
    );
    expect(after.replace(/\n {2}logo: .*\n {2}favicon: .*\n/, '\n').replace('    dark: "#102a43"\n', '    accent: "#2e6be6"\n')).toBe(site.read('site.yaml'));
  });

  it('writes nothing when nothing differs, and removes the brand whole when it names nothing', () => {
    expect(plan({}).files.size).toBe(0);
    const none = { primary: null, accent: null, text: null, heading: null, background: null, dark: null };
    const edit = plan({ colours: none, font: null });
    expect(edit.files.get('site.yaml')).toBe(site.read('site.yaml').replace(`${written}\n`, ''));
  });

  it("refuses a colour too light to read in the check's words, with the nearest colour that passes, and a colour the brand does not have", () => {
    const edit = plan({ colours: { ...brand().colours, primary: '#7fb38f' } });
    expect(edit.problems.map(({ code, hint }) => [code, hint])).toEqual([
      ['low-contrast', 'Use #457756 as the primary colour: the nearest colour, lighter or darker, with which every text can be read.'],
    ]);
    expect(refusal(() => plan({ colours: { ...brand().colours, shadow: '#000000' } }))).toEqual({
      code: 'invalid-brand',
      status: 400,
      message: 'The brand has no colour "shadow".',
    });
  });
});
