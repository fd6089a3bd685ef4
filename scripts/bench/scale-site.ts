import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

const pad = (index: number) => String(index).padStart(5, '0');

/** Pages per section: each section has its own folder of pages and its own text file per language, as the site's own sections do. */
const pagesPerSection = 100;
/** Every tenth generated page is a blog article with a photo. */
const articleEvery = 10;
/** Real photos of the site, reused so that the build's image work is realistic but bounded. */
const photos = ['images/photos/atlantic-at-night.jpg', 'images/photos/europe-at-night.jpg', 'images/photos/europe-from-space.jpg'];

type Language = 'en' | 'es';
type Texts = Record<string, string>;

const sectionName = (index: number) => String(Math.ceil(index / pagesPerSection)).padStart(3, '0');
/** The text file (namespace) of the section page `index` belongs to. */
const namespaceOf = (index: number) => `scale${sectionName(index)}`;
const isArticle = (index: number) => index % articleEvery === 0;
const scaleRoute = (index: number) => (isArticle(index) ? `blog-details/scale-article-${pad(index)}` : `scale/page-${pad(index)}`);

/** The texts of one generated page, per language; every key a page uses must exist in both. */
const pageTexts = (index: number): Record<Language, Texts> => ({
  en: {
    title: `Scale page ${index}`,
    description: `Generated page ${index}, used to measure how the site behaves with many pages.`,
    banner: `Page ${index} of the scale test: a title banner, a text section and a call to action.`,
    heading: 'What this page covers',
    itemTitle: 'A generated section',
    itemText: `Paragraph of page ${index}. It is long enough to look like real content: the service, who it is for, and what the client gains from it.`,
    ctaHeading: 'Want to know more?',
    ctaText: 'Tell us about your project and we will answer within one working day.',
  },
  es: {
    title: `Página de escala ${index}`,
    description: `Página generada ${index}, para medir cómo se comporta el sitio con muchas páginas.`,
    banner: `Página ${index} de la prueba de escala: un banner de título, una sección de texto y una llamada a la acción.`,
    heading: 'Qué cubre esta página',
    itemTitle: 'Una sección generada',
    itemText: `Párrafo de la página ${index}. Es lo bastante largo para parecer contenido real: el servicio, para quién es y qué gana el cliente.`,
    ctaHeading: '¿Quieres saber más?',
    ctaText: 'Cuéntanos tu proyecto y te responderemos en un día laborable.',
  },
});

/** An article's texts: a body of a few paragraphs under headings, about a sixth of a real article's length. */
const articleTexts = (index: number): Record<Language, Texts> => ({
  en: {
    title: `Scale article ${index}`,
    teaser: `Generated article ${index}: what a plant learned from its first year of measuring its lines.`,
    imageAlt: 'The Earth at night seen from space, the cities lit.',
    body: [
      `Article ${index} of the scale test. It reads like a real one: a problem, what was tried, and what it taught.`,
      '## What was measured',
      'Every line reported its stops, its scrap and its energy use each hour. The **first month** was spent agreeing on what a stop is.',
      '## What changed',
      '- Shift reports became a dashboard.\n- Scrap fell by a fifth.\n- People argued about causes, not figures.',
    ].join('\n\n'),
  },
  es: {
    title: `Artículo de escala ${index}`,
    teaser: `Artículo generado ${index}: lo que una planta aprendió en su primer año midiendo sus líneas.`,
    imageAlt: 'La Tierra de noche vista desde el espacio, con las ciudades iluminadas.',
    body: [
      `Artículo ${index} de la prueba de escala. Se lee como uno real: un problema, lo que se probó y lo que enseñó.`,
      '## Qué se midió',
      'Cada línea informaba cada hora de sus paradas, su merma y su consumo. El **primer mes** se dedicó a acordar qué es una parada.',
      '## Qué cambió',
      '- Los partes de turno se convirtieron en un panel.\n- La merma bajó una quinta parte.\n- Se discutían las causas, no las cifras.',
    ].join('\n\n'),
  },
});

function pageYaml(index: number, key: (name: string) => string): string {
  return [
    '# yaml-language-server: $schema=../../../schema/page.json',
    `route: ${scaleRoute(index)}`,
    `title: ${key('title')}`,
    `description: ${key('description')}`,
    // Opened by their address: no page of the site needs to link to them.
    'unlisted: true',
    'blocks:',
    '  - type: title-banner',
    `    text: ${key('banner')}`,
    '  - type: text-section',
    `    heading: ${key('heading')}`,
    '    items:',
    '      - icon: cloud',
    `        title: ${key('itemTitle')}`,
    `        text: ${key('itemText')}`,
    '  - type: call-to-action',
    `    heading: ${key('ctaHeading')}`,
    `    text: ${key('ctaText')}`,
    '    actions:',
    '      - label: common.nav.about',
    '        link: /about-us',
    '      - label: common.contactUs',
    '        link: /contact',
    '        style: secondary',
    '',
  ].join('\n');
}

/** Dated before the site's own articles, one a day back from 2023, so the blog's first page and the home page's recent articles stay the same. */
function articleDate(index: number): string {
  return new Date(Date.UTC(2023, 11, 31) - index * 86_400_000).toISOString().slice(0, 10);
}

function articleYaml(index: number, key: (name: string) => string): string {
  return [
    '# yaml-language-server: $schema=../../schema/article.json',
    `date: "${articleDate(index)}"`,
    `title: ${key('title')}`,
    `teaser: ${key('teaser')}`,
    `body: ${key('body')}`,
    `image: ${photos[(index / articleEvery) % photos.length]}`,
    `imageAlt: ${key('imageAlt')}`,
    'tags:',
    '  - data-and-ai',
    'authors:',
    '  - lucia-ortega',
    '',
  ].join('\n');
}

/**
 * Adds `count` valid pages as a large site would hold them: sections of {@link pagesPerSection}
 * pages, each in its own folder `pages/scale/section-001/` with its own text file per language
 * (`locales/<language>/scale001.yaml`), and every tenth page a blog article in
 * `pages/blog-details/` showing one of the site's photos (texts in its section's file). Pages link
 * only to routes the site already has and say `unlisted: true`, as no page of the site links to them.
 */
export function addScalePages(root: string, count: number): void {
  const sections = new Map<string, Record<Language, Record<string, Texts>>>();
  mkdirSync(join(root, 'pages', 'blog-details'), { recursive: true });
  for (let index = 1; index <= count; index++) {
    const namespace = namespaceOf(index);
    const group = isArticle(index) ? `article${pad(index)}` : `page${pad(index)}`;
    const key = (name: string) => `${namespace}.${group}.${name}`;
    if (isArticle(index)) {
      writeFileSync(join(root, 'pages', 'blog-details', `scale-article-${pad(index)}.yaml`), articleYaml(index, key));
    } else {
      const dir = join(root, 'pages', 'scale', `section-${sectionName(index)}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `page-${pad(index)}.yaml`), pageYaml(index, key));
    }
    const values = isArticle(index) ? articleTexts(index) : pageTexts(index);
    const section = sections.get(namespace) ?? { en: {}, es: {} };
    sections.set(namespace, section);
    section.en[group] = values.en;
    section.es[group] = values.es;
  }
  for (const [namespace, texts] of sections) {
    for (const language of ['en', 'es'] as const) {
      writeFileSync(
        join(root, 'locales', language, `${namespace}.yaml`),
        `# yaml-language-server: $schema=../../schema/locale.json\n# Generated by npm run bench -- --scale.\n${stringify(texts[language], { lineWidth: 0 })}`,
      );
    }
  }
}

/** Page files the content check reads: every YAML file under pages/, articles included. */
export function countPageFiles(root: string): number {
  return readdirSync(join(root, 'pages'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name)).length;
}
