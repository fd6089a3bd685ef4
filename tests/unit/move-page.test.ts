import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MovePageError, movePage } from '../../scripts/move-page.ts';
import type { YamlEditError } from '../../src/edit-mode/engine/yaml-edit.ts';
import { runPipeline } from '../../src/content/pipeline.ts';
import { runScript } from '../support/run-script.ts';
import { SiteCopy } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

/** Every file of the site folder, by its path, with its text. */
function snapshot(): Map<string, string> {
  const files = readdirSync(site.root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(yaml|json)$/.test(file));
  return new Map(files.map((file) => [file.split('\\').join('/'), readFileSync(join(site.root, file), 'utf8')]));
}

/** The lines that differ between two texts of a file that has as many lines before as after, as `line: before → after`. */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  expect(now.length).toBe(old.length);
  return old.flatMap((line, index) => (line === now[index] ? [] : [`${index + 1}: ${line} → ${now[index]}`]));
}

const lineOf = (text: string, search: string) => text.split('\n').findIndex((line) => line.includes(search)) + 1;

describe('npm run move:page', () => {
  it('moves the page, rewrites every link to it and adds its redirect, leaving every other byte as it was', () => {
    // As the live site's pages name their schema.
    site.edit('pages/about.yaml', /^# yaml-language-server: .*$/m, '# yaml-language-server: $schema=../schema/page.json');
    const before = snapshot();
    const move = movePage(site.root, '/about', '/company/about-us');
    const after = snapshot();

    expect(move.renamedTo).toBe('pages/company/about-us.yaml');
    expect(existsSync(join(site.root, 'pages/about.yaml'))).toBe(false);
    const page = before.get('pages/about.yaml')!;
    expect(changedLines(page, after.get('pages/company/about-us.yaml')!)).toEqual([
      // The schema is the same file, seen from a folder deeper.
      '1: # yaml-language-server: $schema=../schema/page.json → # yaml-language-server: $schema=../../schema/page.json',
      '2: route: about → route: company/about-us',
    ]);
    const home = before.get('pages/home.yaml')!;
    expect(changedLines(home, after.get('pages/home.yaml')!)).toEqual(
      home
        .split('\n')
        .flatMap((line, index) => (line.endsWith('link: /about') ? [`${index + 1}: ${line} → ${line.replace('/about', '/company/about-us')}`] : [])),
    );
    expect(changedLines(home, after.get('pages/home.yaml')!)).toHaveLength(2);
    // site.yaml: its links, and the redirect added at its end.
    const siteYaml = before.get('site.yaml')!;
    const added = '\n# Old addresses of pages that have moved (npm run move:page).\nredirects:\n  - from: /about\n    to: /company/about-us\n';
    expect(after.get('site.yaml')!.endsWith(added)).toBe(true);
    expect(changedLines(siteYaml, after.get('site.yaml')!.slice(0, -added.length))).toEqual([
      `${lineOf(siteYaml, 'link: /about')}:       link: /about →       link: /company/about-us`,
      `${siteYaml.split('\n').findLastIndex((line) => line.includes('link: /about')) + 1}:         link: /about →         link: /company/about-us`,
    ]);
    // The contact page's answers link the page inside a formatted text, in both languages.
    for (const file of ['locales/en/contact.yaml', 'locales/es/contact.yaml']) {
      const text = before.get(file)!;
      const line = lineOf(text, '](/about)');
      const old = text.split('\n')[line - 1]!;
      expect(changedLines(text, after.get(file)!)).toEqual([`${line}: ${old} → ${old.replace('](/about)', '](/company/about-us)')}`]);
    }
    const changed = ['site.yaml', 'pages/home.yaml', 'pages/about.yaml', 'locales/en/contact.yaml', 'locales/es/contact.yaml'];
    const untouched = [...before.keys()].filter((file) => !changed.includes(file));
    for (const file of untouched) expect(after.get(file), file).toBe(before.get(file));
    expect(runPipeline(site.root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('keeps the quotes and the last "/" of each link', () => {
    site.edit('pages/home.yaml', /link: \/about$/m, 'link: "/about/" # the team');
    site.edit('pages/home.yaml', /link: \/about$/m, "link: '/about'");
    movePage(site.root, 'about', 'about-us');
    const home = site.read('pages/home.yaml');
    expect(home).toContain('link: "/about-us/" # the team\n');
    expect(home).toContain("link: '/about-us'\n");
  });

  it('points the redirects that led to the page at its new address, and drops the one from its new address', () => {
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}\nredirects:\n  - from: /team\n    to: /about\n  # Moved in 2024.\n  - from: /about-us\n    to: "/contact"\n  - from: /old-contact\n    to: /contact\n`,
    );
    movePage(site.root, '/about', '/about-us');
    expect(site.read('site.yaml').split('\nredirects:\n')[1]).toBe(
      '  - from: /team\n    to: /about-us\n  # Moved in 2024.\n  - from: /old-contact\n    to: /contact\n  - from: /about\n    to: /about-us\n',
    );
    expect(runPipeline(site.root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('keeps the file of a page that is not named after its route, and changes its route', () => {
    site.write('pages/consultancy.yaml', site.read('pages/services/consulting.yaml'));
    rmSync(join(site.root, 'pages/services/consulting.yaml'));
    movePage(site.root, '/services/consulting', '/consulting');
    expect(site.read('pages/consultancy.yaml')).toContain('\nroute: consulting\n');
  });

  it('rewrites the links inside formatted texts, in every language, keeping a last "/"', () => {
    site.edit('locales/es/news.yaml', '(/services/consulting)', '(/services/consulting/)');
    const before = snapshot();
    const move = movePage(site.root, '/services/consulting', '/consulting');
    const after = snapshot();
    for (const [file, written] of [
      ['locales/en/news.yaml', '(/consulting)'],
      ['locales/es/news.yaml', '(/consulting/)'],
    ] as const) {
      const line = lineOf(before.get(file)!, '/services/consulting');
      const old = before.get(file)!.split('\n')[line - 1]!;
      expect(changedLines(before.get(file)!, after.get(file)!)).toEqual([`${line}: ${old} → ${old.replace(/\(\/services\/consulting\/?\)/, written)}`]);
      expect(move.links.get(file)).toBe(1);
    }
    expect(runPipeline(site.root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('writes the redirect with the line endings of the file', () => {
    site.write('site.yaml', `${site.read('site.yaml')}\nredirects:\n  - from: /team\n    to: /contact\n`.replaceAll('\n', '\r\n'));
    movePage(site.root, '/about', '/about-us');
    expect(site.read('site.yaml').split('\r\nredirects:\r\n')[1]).toBe('  - from: /team\r\n    to: /contact\r\n  - from: /about\r\n    to: /about-us\r\n');
  });

  it('refuses to add to a redirect list written in one line, rather than write it anew, writing nothing', () => {
    site.write('site.yaml', `${site.read('site.yaml')}\nredirects: [{ from: /team, to: /contact }]\n`);
    const before = snapshot();
    expect(() => movePage(site.root, '/about', '/about-us')).toThrow(
      expect.objectContaining({ message: '"redirects" is written in one line ({…} or […]): edit the file by hand to add items to it.' }) as YamlEditError,
    );
    expect(snapshot()).toEqual(before);
  });

  it.each([
    ['/', '/home', 'special-page', 'The home page, the not-found page and the page of a collection of articles keep their routes.'],
    ['/articles/:slug', '/posts/:slug', 'special-page', 'The home page, the not-found page and the page of a collection of articles keep their routes.'],
    ['/abuot', '/team', 'no-such-page', 'No page has the route "abuot". Did you mean "/about"?'],
    ['/about', '/contact', 'page-exists', 'A page is at /contact already: choose another route.'],
    ['/about', '/articles/first-steps', 'page-exists', 'A page is at /articles/first-steps already: choose another route.'],
    ['/about', '/About_Us', 'invalid-route', '"About_Us" is not a valid route: use lowercase words joined by "-" and "/", such as "cloud-services/backup".'],
    ['/about', '/about/', 'same-route', 'The page is at /about already.'],
    [
      '/services',
      '/offer',
      'has-pages-below',
      'Pages have addresses below /services (/services/consulting): move them first, or give this page a route of its own.',
    ],
  ])('refuses to move %s to %s (%s), writing nothing', (from, to, code, message) => {
    const before = snapshot();
    expect(() => movePage(site.root, from, to)).toThrow(expect.objectContaining({ code, message }) as MovePageError);
    expect(snapshot()).toEqual(before);
  });

  it('writes nothing when the moved site would not pass the content check, and says why', () => {
    site.edit('pages/contact.yaml', /^title: .*$/m, 'title: contact.meta.nosuchkey');
    const before = snapshot();
    expect(() => movePage(site.root, '/about', '/about-us')).toThrow(
      /^Nothing was moved: the site would have these problems\.\n\n.*pages\/contact\.yaml:\d+:\d+ {2}error {2}missing-text/s,
    );
    expect(snapshot()).toEqual(before);
  });

  it('tells what it did on the command line', () => {
    const { code, stdout } = runScript('move-page.ts', ['--root', site.root, '/about', '/about-us']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'Moved pages/about.yaml to pages/about-us.yaml: the page is at /about-us.',
        'Changed 2 links to it in site.yaml.',
        'Changed 2 links to it in pages/home.yaml.',
        'Changed 1 link to it in locales/en/contact.yaml.',
        'Changed 1 link to it in locales/es/contact.yaml.',
        'Added the redirect from /about to /about-us in site.yaml: links shared before keep working.',
        '',
      ].join('\n'),
    );
    expect(relative(site.root, join(site.root, 'pages/about-us.yaml'))).toBe('pages/about-us.yaml');
    const refused = runScript('move-page.ts', ['--root', site.root, '/about', '/contact']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.output.trim()).toBe('No page has the route "about". Did you mean "/about-us"?');
  });
});
