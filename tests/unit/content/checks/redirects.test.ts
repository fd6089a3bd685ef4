import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';
import { formatPath } from '../../../../src/shared/path.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

/** site.yaml with `redirects:` holding each pair, in order. */
function setRedirects(...pairs: [string, string][]): void {
  const text = site.read('site.yaml');
  site.write('site.yaml', `${text}\nredirects:\n${pairs.map(([from, to]) => `  - from: ${from}\n    to: ${to}\n`).join('')}`);
}

/** Each error as `code line:column path: message | hint`. */
function reported(): string[] {
  return errorsOf(site).map(({ code, line, column, path, message, hint }) => `${code} ${line}:${column} ${formatPath(path)}: ${message} | ${hint}`);
}

/** Line and column, in site.yaml, of the value of the first line that holds `field` (`to: /b`). */
function at(field: string): string {
  const lines = site.read('site.yaml').split('\n');
  const index = lines.findIndex((line) => line.includes(field));
  if (index < 0) throw new Error(`${field} is not in site.yaml`);
  return `${index + 1}:${lines[index]!.indexOf(field) + field.indexOf(' ') + 2}`;
}

describe('redirects: in site.yaml', () => {
  it('accepts old addresses that lead to a page or an article, with or without a last "/"', () => {
    setRedirects(['/about-old', '/about'], ['/news/old-post/', '/articles/first-steps/'], ['/start', '/']);
    expect(errorsOf(site)).toEqual([]);
  });

  it('refuses a redirect to no page, at its "to", with the nearest page', () => {
    setRedirects(['/about-old', '/abuot']);
    expect(reported()).toEqual([
      `redirect-to-missing-page ${at('to: /abuot')} redirects[0].to: The redirect from "/about-old" leads to "/abuot", which is no page of this site. | Did you mean "/about"?`,
    ]);
  });

  it('refuses an old address that is a page, in any letter case, or that starts with a language code', () => {
    setRedirects(['/about', '/contact'], ['/Contact', '/about'], ['/es/old', '/about']);
    expect(reported()).toEqual([
      `redirect-from-live-page ${at('from: /about')} redirects[0].from: "/about" is the address of a page of the site: no redirect can start there. | Delete this redirect: the page there shows as it is, and a redirect from it would never be followed.`,
      `redirect-from-live-page ${at('from: /Contact')} redirects[1].from: "/Contact" differs from the page "/contact" only in letter case: on hosts that ignore case they are one address. | Delete this redirect, or give it an old address of its own.`,
      `redirect-from-live-page ${at('from: /es/old')} redirects[2].from: "/es/old" starts with the language code "es": with path routing the pages in that language have their addresses there. | Write the old address without its language (/old): a redirect applies in every language.`,
    ]);
  });

  it('refuses a loop, naming every step of it', () => {
    setRedirects(['/a', '/b'], ['/b', '/a/']);
    expect(reported().map((line) => line.split(' | ')[0])).toEqual([
      `redirect-loop ${at('to: /b')} redirects[0].to: The redirects go round in a circle: /a → /b → /a/. A visitor would be sent on for ever.`,
      `redirect-loop ${at('to: /a/')} redirects[1].to: The redirects go round in a circle: /b → /a/ → /b. A visitor would be sent on for ever.`,
    ]);
  });

  it('refuses a chain, pointing at the page it ends at', () => {
    setRedirects(['/a', '/b'], ['/b', '/about']);
    expect(reported()).toEqual([
      `redirect-chain ${at('to: /b')} redirects[0].to: The redirect from "/a" leads to "/b", which is itself redirected: /a → /b → /about. | Write "to: /about" here: a visitor then gets there at once.`,
    ]);
  });

  it('refuses a second redirect from the same address', () => {
    setRedirects(['/old', '/about'], ['/old/', '/contact']);
    expect(reported()).toEqual([`duplicate-redirect ${at('from: /old/')} redirects[1].from: "/old/" already has a redirect, to "/about". | Keep one of them.`]);
  });

  it("refuses an address that is no route, in the schema's words", () => {
    setRedirects(['/old page', '/about'], ['old', '/about'], ['/x', 'https://example.com/']);
    expect(errorsOf(site).map(({ code, path }) => `${code} ${formatPath(path)}`)).toEqual([
      'invalid-format redirects[0].from',
      'invalid-format redirects[1].from',
      'invalid-format redirects[2].to',
    ]);
  });
});
