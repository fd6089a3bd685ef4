import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { PageData } from '../../src/shared/content.ts';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
});
afterEach(() => site.remove());

describe('what an editor can change without a developer', () => {
  it('adds a fifth article with one file plus its texts: the blog, the home cards and Popular Posts pick it up', () => {
    site.write('pages/blog-details/Cloud-costs-under-control.yaml', [
      '# yaml-language-server: $schema=../../schema/article.json',
      'date: "2024-06-24"',
      'title: blog.cloudCosts.title',
      'teaser: blog.cloudCosts.teaser',
      'body: blog.cloudCosts.body',
      'image: images/blog/industry-4-0.svg',
      'imageAlt: blog.cloudCosts.imageAlt',
      '',
    ].join('\n'));
    for (const [language, words] of [['en', ['Cloud costs under control', 'Three habits that cut the bill.', 'Start with tagging.', 'A chart of falling costs']], ['es', ['Costes de la nube bajo control', 'Tres hábitos que reducen la factura.', 'Empieza por etiquetar.', 'Un gráfico de costes a la baja']]] as const) {
      site.edit(`locales/${language}/blog.yaml`, /\nacademia:/, `\ncloudCosts:\n  title: ${words[0]}\n  teaser: ${words[1]}\n  body: ${words[2]}\n  imageAlt: ${words[3]}\nacademia:`);
    }
    const result = runPipeline(site.root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const read = (file: string) => JSON.parse(result.compiled!.files.get(`en/${file}`)!) as PageData;
    expect(read('blog.json').articles).toHaveLength(5);
    expect(read('index.json').articles?.map((a) => a.slug)).toEqual([
      'Cloud-costs-under-control',
      'Interconnected-machines-and-human-machine-interaction',
      'Data-analytics-and-artificial-intelligence',
      'What-is-Industry-4.0',
    ]);
    expect(read('blog-details/What-is-Industry-4.0.json').articles?.map((a) => a.slug)).toContain('Cloud-costs-under-control');
    expect(read('blog-details/Cloud-costs-under-control.json').item?.title).toBe('blog.cloudCosts.title');
  });

  it('refuses site.yaml without one of the three EmailJS ids, naming it', () => {
    site.edit('site.yaml', '    serviceId: service_meridia\n', '');
    const problems = runPipeline(site.root).problems;
    expect(problems).toEqual([expect.objectContaining({ file: 'site.yaml', path: 'forms.emailjs', message: 'Missing required field "serviceId".' })]);
    expect(problems[0]!.hint).toMatch(/^Add "serviceId:" — Email Services > the id of the service that sends the mail\./);
  });
});
