import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/content/pipeline.ts';
import type { Problem } from '../../src/content/problem.ts';
import { SiteCopy, projectRoot } from '../support/site-copy.ts';

let site: SiteCopy;
beforeEach(() => {
  site = new SiteCopy(projectRoot);
});
afterEach(() => site.remove());

const errors = () => runPipeline(site.root).problems.filter((p) => p.severity === 'error');

/** The only error, which must be in `file` at the position of `marker`. */
function onlyErrorAt(file: string, marker: string, offset = 0): Problem {
  const found = errors();
  expect(found, JSON.stringify(found, null, 2)).toHaveLength(1);
  const problem = found[0]!;
  const at = site.positionOf(file, marker);
  expect({ file: problem.file, line: problem.line, column: problem.column }).toEqual({ file, line: at.line, column: at.column + offset });
  return problem;
}

describe('the real site', () => {
  it('is valid and compiles', () => {
    const result = runPipeline(projectRoot);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.compiled).not.toBeNull();
  });
});

describe('YAML syntax errors', () => {
  it('points at a tab used for indentation', () => {
    site.edit('pages/about-us.yaml', '  - type: skill-bars\n    eyebrow:', '  - type: skill-bars\n\teyebrow:');
    const problem = onlyErrorAt('pages/about-us.yaml', '\teyebrow');
    expect(problem.message).toBe('YAML syntax error: a tab character is used for indentation.');
    expect(problem.hint).toBe('YAML only accepts spaces for indentation: replace the tab with spaces (2 per level).');
  });

  it('points at a repeated field', () => {
    site.edit('pages/about-us.yaml', 'title: about.meta.title\n', 'title: about.meta.title\ntitle: about.meta.description\n');
    const problem = onlyErrorAt('pages/about-us.yaml', 'title: about.meta.description');
    expect(problem.message).toBe('YAML syntax error: the same field appears twice in this group.');
  });

  it('points at a line indented further than the field above it', () => {
    site.edit('pages/about-us.yaml', '    heading: about.story.heading', '     heading: about.story.heading');
    const problem = onlyErrorAt('pages/about-us.yaml', 'heading: about.story.heading');
    expect(problem.message).toBe('YAML syntax error: this line is indented further than the field above it.');
    expect(problem.hint).toBe('Line it up with "eyebrow:" above (4 spaces), or remove the value after "eyebrow:" if this line belongs inside it.');
  });

  it('points at a line indented less than its group', () => {
    site.edit('pages/about-us.yaml', '  - type: media-text\n    eyebrow', '  - type: media-text\n  eyebrow');
    const problem = onlyErrorAt('pages/about-us.yaml', '  eyebrow: about.story', 0);
    expect(problem.message).toBe('YAML syntax error: this line is not indented like the lines around it.');
  });

  it.each([['"'], ["'"]])('points at the line where a %s quote is left open, not at the end of the file', (quote) => {
    site.edit('locales/en/about.yaml', '  title: About us', `  title: ${quote}About us`);
    const problem = onlyErrorAt('locales/en/about.yaml', `${quote}About us`);
    expect(problem.message).toBe(`YAML syntax error: a quoted text is never closed (it opens with ${quote}).`);
    expect(problem.hint).toBe(`Add ${quote} at the end of the text on this line.`);
  });

  it('tells to quote a text that contains ": "', () => {
    site.edit('locales/en/about.yaml', 'banner:\n  text: A Madrid', 'banner:\n  text: Note: a Madrid');
    const problem = onlyErrorAt('locales/en/about.yaml', 'Note: a Madrid');
    expect(problem.message).toBe('YAML syntax error: this text contains ": ", which YAML reads as the start of another field.');
    expect(problem.hint).toMatch(/^Put the whole text in double quotes: text: "Note: a Madrid/);
  });

  it('tells to quote a text that starts with {{', () => {
    site.edit('locales/en/about.yaml', '  heading: "{{company}} in figures"', '  heading: {{company}} in figures');
    const problem = errors()[0]!;
    expect(problem).toMatchObject({ file: 'locales/en/about.yaml', line: site.positionOf('locales/en/about.yaml', '{{company}} in figures').line });
    expect(problem.hint).toBe('Put the whole text in double quotes: heading: "{{company}} in figures"');
  });
});

describe('schema errors', () => {
  it('names an unknown field, suggests the nearest and lists the allowed ones', () => {
    site.edit('pages/about-us.yaml', '    heading: about.story.heading', '    headng: about.story.heading');
    const problem = errors().find((p) => p.message.startsWith('Unknown field'))!;
    const at = site.positionOf('pages/about-us.yaml', 'headng');
    expect(problem).toMatchObject({ file: 'pages/about-us.yaml', line: at.line, column: at.column, path: 'blocks[1].headng' });
    expect(problem.message).toBe('Unknown field "headng" in a "media-text" block.');
    expect(problem.hint).toMatch(/^Did you mean "heading"\? Fields allowed here: type, eyebrow, heading, text,/);
  });

  it('names a missing required field with what it is for', () => {
    site.edit('pages/about-us.yaml', /    heading: about\.skills\.heading\n/, '');
    const problem = onlyErrorAt('pages/about-us.yaml', 'type: skill-bars');
    expect(problem.message).toBe('Missing required field "heading" in a "skill-bars" block.');
    expect(problem.hint).toBe('Add "heading:" — Text key of the section heading.');
    expect(problem.path).toBe('blocks[2]');
  });

  it('explains a wrong type', () => {
    site.edit('pages/about-us.yaml', '        value: 90', '        value: ninety');
    const problem = onlyErrorAt('pages/about-us.yaml', 'ninety');
    expect(problem.message).toBe('Expected a whole number here but found the text "ninety".');
    expect(problem.path).toBe('blocks[2].skills[2].value');
  });

  it('lists the valid block types and suggests the nearest for an unknown one', () => {
    site.edit('pages/about-us.yaml', 'type: counters', 'type: counter');
    const problem = onlyErrorAt('pages/about-us.yaml', 'counter\n');
    expect(problem.message).toBe('Unknown block type "counter".');
    expect(problem.hint).toMatch(/^Did you mean "counters"\? Valid types: hero-slider, title-banner, /);
  });

  it('says a block has no type and lists the valid ones', () => {
    site.edit('pages/about-us.yaml', '  - type: counters\n    heading:', '  - heading:');
    const problem = onlyErrorAt('pages/about-us.yaml', 'heading: about.figures.heading');
    expect(problem).toMatchObject({ message: 'This block has no "type".', path: 'blocks[3]' });
    expect(problem.hint).toMatch(/^Start the block with "- type:" and one of: hero-slider, title-banner, .*, office-map\.$/);
  });

  it('explains a block type that is not a text', () => {
    site.edit('pages/about-us.yaml', 'type: counters', 'type: 7');
    const problem = onlyErrorAt('pages/about-us.yaml', '7\n');
    expect(problem).toMatchObject({ message: 'Expected a text here but found the number 7.', path: 'blocks[3].type' });
  });

  it('lists the allowed values', () => {
    site.edit('pages/home.yaml', '            style: secondary', '            style: outline');
    const problem = errors()[0]!;
    expect(problem).toMatchObject({ file: 'pages/home.yaml', line: site.positionOf('pages/home.yaml', 'outline').line, message: '"outline" is not allowed here.', hint: 'Use one of: primary, secondary.' });
  });

  it('refuses a value outside its range', () => {
    site.edit('pages/about-us.yaml', '        value: 90', '        value: 190');
    const problem = onlyErrorAt('pages/about-us.yaml', '190');
    expect(problem.message).toBe('190 is above the largest value allowed, 100.');
  });

  it('checks formats', () => {
    site.edit('site.yaml', 'email: hello@example.com', 'email: hello-at-example.com');
    const problem = onlyErrorAt('site.yaml', 'hello-at-example.com');
    expect(problem.message).toBe('"hello-at-example.com" is not a valid email.');
  });
});

describe('cross-checks', () => {
  it('refuses two pages with the same route and says where the first is', () => {
    site.write('pages/about-copy.yaml', site.read('pages/about-us.yaml'));
    const problem = onlyErrorAt('pages/about-us.yaml', 'about-us');
    expect(problem.message).toBe('The route "about-us" is already used by pages/about-copy.yaml:2.');
  });

  it('refuses a link to a page that does not exist and suggests the nearest route', () => {
    site.edit('pages/about-us.yaml', 'link: /cloud-services/compute-services', 'link: /cloud-services/compute-service');
    const problem = onlyErrorAt('pages/about-us.yaml', '/cloud-services/compute-service');
    expect(problem.message).toBe('The link "/cloud-services/compute-service" points to no page of this site.');
    expect(problem.hint).toBe('Did you mean "/cloud-services/compute-services"?');
  });

  it('checks the parameter of a collection route against its items', () => {
    site.edit('pages/about-us.yaml', 'link: /web-services/seo-services', 'link: /blog-details/What-is-Industry-40');
    const problem = onlyErrorAt('pages/about-us.yaml', '/blog-details/What-is-Industry-40');
    expect(problem.message).toBe('No item "What-is-Industry-40" exists for "/blog-details/…": there is no file pages/blog-details/What-is-Industry-40.yaml.');
    expect(problem.hint).toBe('Did you mean "/blog-details/What-is-Industry-4.0"?');
  });

  it.each([['javascript:alert(1)'], ['JavaScript :alert(1)'], ['data:text/html,<script>alert(1)</script>']])('refuses the unsafe link %s', (link) => {
    site.edit('site.yaml', 'url: https://x.com/example', `url: "${link}"`);
    const problem = errors()[0]!;
    expect(problem.file).toBe('site.yaml');
    expect(problem.message).toMatch(/^Links starting with "(javascript|data):" are not allowed/i);
  });

  it('names the text key and the language that lacks it', () => {
    site.edit('locales/es/about.yaml', /  projects: proyectos completados\n/, '');
    const found = errors();
    expect(found.map((p) => p.message)).toEqual(['"about.figures.projects" has no Spanish text.', 'The text "about.figures.projects" is missing in Spanish.']);
    const inPage = found.find((p) => p.file === 'pages/about-us.yaml')!;
    expect(inPage.line).toBe(site.positionOf('pages/about-us.yaml', 'about.figures.projects').line);
    expect(inPage.hint).toBe('Add it to locales/es/about.yaml.');
  });

  it('points at a text whose key is a number', () => {
    site.edit('locales/es/about.yaml', 'meta:\n', 'figures2:\n  2024: Año de referencia\nmeta:\n');
    const problem = onlyErrorAt('locales/es/about.yaml', 'Año de referencia');
    expect(problem.message).toBe('"about.figures2.2024" has no English text.');
    expect(problem.hint).toBe('Add "2024:" under "figures2:" in locales/en/about.yaml, or delete it here if it is no longer needed.');
  });

  it('suggests the nearest key for a text key that exists nowhere', () => {
    site.edit('pages/about-us.yaml', 'label: about.figures.projects', 'label: about.figures.project');
    const problem = onlyErrorAt('pages/about-us.yaml', 'about.figures.project\n');
    expect(problem.message).toBe('The text "about.figures.project" is missing in English and Spanish.');
    expect(problem.hint).toBe('Did you mean "about.figures.projects"? Otherwise add it to locales/en/about.yaml and locales/es/about.yaml.');
  });

  it('refuses an image that is not in public/', () => {
    site.edit('pages/about-us.yaml', 'image: images/about-team.svg', 'image: images/about-teams.svg');
    const problem = onlyErrorAt('pages/about-us.yaml', 'images/about-teams.svg');
    expect(problem.message).toBe('The image "images/about-teams.svg" does not exist.');
  });

  it('refuses a PNG or JPEG, and says how to convert it', () => {
    site.edit('pages/about-us.yaml', 'image: images/about-team.svg', 'image: images/about-team.jpg');
    const problem = onlyErrorAt('pages/about-us.yaml', 'images/about-team.jpg');
    expect(problem.message).toBe('"images/about-team.jpg" is not a valid image.');
    expect(problem.hint).toContain('PNG and JPEG are refused because they weigh several times more; convert them first (for example cwebp -q 80 photo.jpg -o photo.webp)');
  });

  it('refuses a {{value}} the site cannot fill in', () => {
    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"{{compnay}} in figures"');
    const problem = onlyErrorAt('locales/en/about.yaml', '"{{compnay}}');
    expect(problem.message).toBe('"{{compnay}}" is not a value the site can fill in.');
    expect(problem.hint).toBe('Did you mean "company"? Available: {{company}}, {{phone}}, {{email}}, {{address}}, {{year}}.');
  });

  it('refuses the company name written out, so it lives only in site.yaml', () => {
    site.edit('locales/en/about.yaml', '"{{company}} in figures"', '"Meridia Consulting in figures"');
    const problem = onlyErrorAt('locales/en/about.yaml', '"Meridia Consulting');
    expect(problem.message).toBe('This text spells out the company "Meridia Consulting".');
    expect(problem.hint).toBe('Write {{company}} instead, so that changing it in site.yaml changes it everywhere.');
  });

  it('warns about a text no page uses, without failing', () => {
    site.edit('locales/en/about.yaml', 'meta:\n', 'orphan: Nobody uses me\nmeta:\n');
    site.edit('locales/es/about.yaml', 'meta:\n', 'orphan: Nadie me usa\nmeta:\n');
    const result = runPipeline(site.root);
    expect(result.compiled).not.toBeNull();
    expect(result.problems).toEqual([expect.objectContaining({ severity: 'warning', file: 'locales/en/about.yaml', line: 2, message: 'The text "about.orphan" is not used by any page.' })]);
  });
});

describe('reporting', () => {
  it('still checks the links of a file that has a schema error', () => {
    site.edit('pages/about-us.yaml', '    heading: about.story.heading', '    headng: about.story.heading');
    site.edit('pages/about-us.yaml', 'link: /cloud-services/compute-services', 'link: /cloud-services/compute-service');
    expect(errors().map((p) => p.message)).toEqual([
      'Missing required field "heading" in a "media-text" block.',
      'Unknown field "headng" in a "media-text" block.',
      'The link "/cloud-services/compute-service" points to no page of this site.',
    ]);
  });

  it('reports every problem at once, sorted by file and line', () => {
    site.edit('pages/about-us.yaml', 'type: counters', 'type: counter');
    site.edit('pages/home.yaml', 'link: /about-us', 'link: /about');
    site.edit('site.yaml', 'copyrightYear: 2024', 'copyrightYear: "2024"');
    const found = errors();
    expect(found.map((p) => p.file)).toEqual(['pages/about-us.yaml', 'pages/home.yaml', 'site.yaml']);
    expect(runPipeline(site.root).compiled).toBeNull();
  });
});
