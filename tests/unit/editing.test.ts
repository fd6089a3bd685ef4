import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData } from '../../src/shared/content.ts';
import { SiteCopy } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy();
});
afterEach(() => site.remove());

describe('what an editor can change without a developer', () => {
  it('adds a fourth article with one file plus its texts: the list, the home cards and Popular Posts pick it up', () => {
    site.write(
      'pages/articles/security-basics.yaml',
      [
        'date: "2022-03-01"',
        'title: news.securityBasics.title',
        'teaser: news.securityBasics.teaser',
        'body: news.securityBasics.body',
        'image: images/articles/second.svg',
        'imageAlt: news.securityBasics.imageAlt',
        '',
      ].join('\n'),
    );
    for (const [language, words] of [
      ['en', ['Security basics', 'Three habits that close most doors.', 'Start with the passwords.', 'A padlock on a server rack']],
      [
        'es',
        ['Seguridad básica', 'Tres hábitos que cierran casi todas las puertas.', 'Empieza por las contraseñas.', 'Un candado en un armario de servidores'],
      ],
    ] as const) {
      const file = `locales/${language}/news.yaml`;
      site.write(file, `${site.read(file)}securityBasics:\n  title: ${words[0]}\n  teaser: ${words[1]}\n  body: ${words[2]}\n  imageAlt: ${words[3]}\n`);
    }
    const result = runPipeline(site.root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const read = (file: string) => JSON.parse(result.compiled!.files.get(`en/${file}`)!) as PageData;
    // The list shows two articles a page (blog: pageSize: 2 in site.yaml), the newest first.
    expect(read('news.json').articles?.map((a) => a.slug)).toEqual(['security-basics', 'data-culture']);
    expect(read('news/page/2.json').articles?.map((a) => a.slug)).toEqual(['cloud-costs', 'first-steps']);
    // The home page shows the two newest (its blog-cards block has `limit: 2`).
    expect(read('index.json').articles?.map((a) => a.slug)).toEqual(['security-basics', 'data-culture']);
    expect(read('articles/first-steps.json').articles?.map((a) => a.slug)).toContain('security-basics');
    expect(read('articles/security-basics.json').item?.title).toBe('news.securityBasics.title');
  });

  it('refuses site.yaml without one of the three EmailJS ids, naming it', () => {
    site.edit('site.yaml', '    serviceId: service_fixture\n', '');
    const problems = runPipeline(site.root).problems;
    expect(problems).toEqual([expect.objectContaining({ file: 'site.yaml', path: ['forms', 'emailjs'], message: 'Missing required field "serviceId".' })]);
    expect(problems[0]!.hint).toMatch(/^Add "serviceId:" — Email Services > the id of the service that sends the mail\./);
  });
});
