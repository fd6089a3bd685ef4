import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../support/run-script.ts';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
});
afterEach(() => site.remove());

const validate = (...args: string[]) => runScript('validate.ts', ['--root', site.root, ...args]);

describe('npm run validate', () => {
  it('passes on valid content', () => {
    const { code, output } = validate();
    expect(code).toBe(0);
    expect(output).toContain('Content is valid: no problems found.');
  });

  it('fails with every problem, a code frame, a hint and a count — and no stack trace', () => {
    site.edit('pages/about-us.yaml', 'type: counters', 'type: counter');
    site.edit('pages/home.yaml', 'link: /cloud-services\n', 'link: /cloud-service\n');
    const { code, output } = validate();
    expect(code).toBe(1);
    expect(output).toContain('pages/about-us.yaml:35:11  error  unknown-block-type  at blocks[3].type\n  Unknown block type "counter".');
    expect(output).toContain('  > 35 |   - type: counter\n');
    expect(output).toContain('  How to fix: Did you mean "counters"?');
    expect(output).toContain('The link "/cloud-service" points to no page of this site.');
    expect(output).toContain('2 errors, 0 warnings.');
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  });

  it('prints GitHub Actions annotations on request', () => {
    site.edit('pages/about-us.yaml', 'type: counters', 'type: counter');
    const { code, output } = validate('--format', 'github');
    expect(code).toBe(1);
    expect(output).toMatch(/^::error file=pages\/about-us\.yaml,line=35,col=11,title=unknown-block-type at blocks\[3\]\.type::Unknown block type "counter"\.%0AHow to fix: Did you mean "counters"\?/m);
  });
});
