import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkVariables } from '../../../../src/content/checks/variables.ts';
import { onlyProblemAt, stagesOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const variableProblems = () => checkVariables(stagesOf(site.root).content);

describe('{{values}} in texts', () => {
  it('accepts the values the site fills in', () => {
    expect(variableProblems()).toEqual([]);
  });

  it('refuses a {{value}} the site cannot fill in', () => {
    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"{{compnay}} in figures"');
    const problem = onlyProblemAt(site, variableProblems(), 'locales/en/about.yaml', '"{{compnay}}');
    expect(problem).toMatchObject({ code: 'unknown-variable', path: ['figures', 'heading'], message: '"{{compnay}}" is not a value the site can fill in.' });
    expect(problem.hint).toBe('Did you mean "company"? Available: {{company}}, {{phone}}, {{email}}, {{address}}, {{year}}.');
  });

  it('lets only the texts of controls use the values their controls pass in', () => {
    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"{{page}} in figures"');
    expect(variableProblems().map((p) => p.message)).toEqual(['"{{page}}" is not a value the site can fill in.']);
  });

  it('refuses the company name written out, so it lives only in site.yaml', () => {
    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"Northwind & Partners in figures"');
    const problem = onlyProblemAt(site, variableProblems(), 'locales/en/about.yaml', 'Northwind & Partners in figures');
    expect(problem).toMatchObject({
      code: 'spelled-out-constant',
      message: 'This text spells out the company "Northwind & Partners".',
      hint: 'Write {{company}} instead, so that changing it in site.yaml changes it everywhere.',
    });
  });

  it('refuses the phone number written out, in any language', () => {
    site.edit('locales/es/home.yaml', /^  call: .*$/m, '  call: Llámanos al +34 900 111 222');
    const problem = onlyProblemAt(site, variableProblems(), 'locales/es/home.yaml', '+34 900 111 222');
    expect(problem).toMatchObject({ code: 'spelled-out-constant', message: 'This text spells out the phone "+34 900 111 222".' });
  });
});
