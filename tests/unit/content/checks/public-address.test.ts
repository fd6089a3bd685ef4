import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf, onlyProblemAt } from '../../../support/content-check.ts';
import { SiteCopy } from '../../../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

const fixtureUrl = 'url: https://www.northwind.example';
/** site.yaml with `url` set to `raw`, written as a quoted YAML text (so that any character can be in it). */
const setUrl = (raw: string) => site.edit('site.yaml', fixtureUrl, `url: ${JSON.stringify(raw)}`);
const hint =
  'Write the address as https://www.example.com, or as https://example.github.io/site for a site in a folder of its host: https:// (or http://), the host name, and at most a path of folder names.';

describe('the public address (url: in site.yaml)', () => {
  it.each(['https://www.northwind.example', 'https://example.github.io/site', 'https://example.github.io/site/', 'http://localhost:8080/a-b_c.d~e/f'])(
    'accepts %s',
    (raw) => {
      setUrl(raw);
      expect(errorsOf(site)).toEqual([]);
    },
  );

  it("refuses markup in it, at its place in site.yaml, with path routing, where its path becomes every page's base", () => {
    site.edit('site.yaml', fixtureUrl, `routing: path\n${fixtureUrl}`);
    const raw = 'https://www.example.com/x"><script>alert(1)</script>';
    setUrl(raw);
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', '"https://www.example.com/x');
    expect(problem).toMatchObject({
      code: 'invalid-public-address',
      path: ['url'],
      message: `The path of the public address "${raw}" holds '"': a path holds only the letters a-z and A-Z, digits and the signs - _ . ~ /.`,
      hint,
    });
  });

  it.each([
    ['www.northwind.example', 'The public address "www.northwind.example" is not a web address starting with https:// (or http://).'],
    ['ftp://www.northwind.example', 'The public address "ftp://www.northwind.example" is not a web address starting with https:// (or http://).'],
    [
      'https://editor:secret@www.northwind.example',
      'The public address "https://editor:secret@www.northwind.example" holds a user name or a password (before "@"), which a public address never has.',
    ],
    [
      'https://www.northwind.example/?page=1',
      'The public address "https://www.northwind.example/?page=1" holds "?" or "#": it ends with the host name or the site\'s folder.',
    ],
    [
      'https://www.northwind.example/#home',
      'The public address "https://www.northwind.example/#home" holds "?" or "#": it ends with the host name or the site\'s folder.',
    ],
    [
      'https://www.northwind.example?',
      'The public address "https://www.northwind.example?" holds "?" or "#": it ends with the host name or the site\'s folder.',
    ],
    [
      'https://www.north"wind.example',
      'The host name of the public address "https://www.north"wind.example" holds \'"\': a host name holds only the letters a-z, digits, "-" and ".".',
    ],
    [
      'https://www.northwind.example/my site',
      'The path of the public address "https://www.northwind.example/my site" holds " ": a path holds only the letters a-z and A-Z, digits and the signs - _ . ~ /.',
    ],
    [
      'https://www.northwind.example/caf%C3%A9',
      'The path of the public address "https://www.northwind.example/caf%C3%A9" holds "%": a path holds only the letters a-z and A-Z, digits and the signs - _ . ~ /.',
    ],
    [
      "https://www.northwind.example/a'b",
      'The path of the public address "https://www.northwind.example/a\'b" holds "\'": a path holds only the letters a-z and A-Z, digits and the signs - _ . ~ /.',
    ],
    [
      'https://www.northwind.example/site//',
      'The path of the public address "https://www.northwind.example/site//" has an empty folder name, or a folder named "." or "..".',
    ],
    [
      'https://www.northwind.example/a/../b',
      'The path of the public address "https://www.northwind.example/a/../b" has an empty folder name, or a folder named "." or "..".',
    ],
  ])('refuses %s', (raw, message) => {
    setUrl(raw);
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', JSON.stringify(raw));
    expect(problem).toMatchObject({ code: 'invalid-public-address', path: ['url'], message, hint });
  });

  it.each([
    ['https://WWW.Northwind.example', 'https://www.northwind.example'],
    ['https://www.northwind.example:443/site', 'https://www.northwind.example/site'],
    ['https://münchen.example', 'https://xn--mnchen-3ya.example'],
  ])('asks for %s as browsers write it, %s', (raw, written) => {
    setUrl(raw);
    const problem = onlyProblemAt(site, errorsOf(site), 'site.yaml', JSON.stringify(raw));
    expect(problem).toMatchObject({
      code: 'invalid-public-address',
      path: ['url'],
      message: `The public address "${raw}" is not written as browsers write it: "${written}".`,
      hint: `Write it as ${written}.`,
    });
  });
});
