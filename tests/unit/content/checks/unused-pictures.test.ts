import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../../src/content/pipeline.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const unused = () =>
  runPipeline(site.root, { compile: false })
    .notices.filter(({ code }) => code === 'unused-picture')
    .map(({ file, message, hint, severity, line, column }) => ({ file, message, hint, severity, line, column }));

const addPicture = (path: string) => {
  mkdirSync(join(site.root, 'public', path, '..'), { recursive: true });
  copyFileSync(join(site.root, 'public/images/share.png'), join(site.root, 'public', path));
};

describe('pictures no page uses', () => {
  it('lists each picture under public/images/ that nothing names, as a notice at its file', () => {
    addPicture('images/uploads/old-team.png');
    expect(unused()).toEqual([
      {
        file: 'public/images/uploads/old-team.png',
        severity: 'notice',
        line: 1,
        column: 1,
        message: 'No page uses the picture public/images/uploads/old-team.png.',
        hint: 'Delete it if it is left over: it is published all the same. Or show it on a page: in Edit mode, a section’s Choose picture.',
      },
    ]);
  });

  it('takes a picture named by a field, by a formatted text, or shown as the default logo for used', () => {
    expect(unused()).toEqual([]);
    addPicture('images/in-text.png');
    site.edit(
      'locales/en/news.yaml',
      '    Start with one system that matters but can wait an hour.\n',
      '    ![A chart](images/in-text.png)\n\n    Start with one system.\n',
    );
    site.edit(
      'locales/es/news.yaml',
      '    Empieza por un sistema importante que pueda esperar una hora.\n',
      '    ![Un gráfico](images/in-text.png)\n\n    Empieza.\n',
    );
    expect(unused()).toEqual([]);
  });
});
