import type { ServerResponse } from 'node:http';

/** Text for HTML: every character that could open markup or an attribute, escaped. */
const escape = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Markup built from escaped parts: a template tag escaping every value that is not already markup. */
export class Markup {
  constructor(readonly html: string) {}
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  return new Markup(strings.reduce((text, part, index) => text + valueHtml(values[index - 1]) + part));
}

function valueHtml(value: unknown): string {
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map(valueHtml).join('');
  return typeof value === 'string' || typeof value === 'number' ? escape(String(value)) : '';
}

const style = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f24; background: #f6f7f9; }
body { margin: 0; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
nav.top { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; align-items: center; padding: .75rem 1.25rem; background: #fff; border-bottom: 1px solid #d0d5dc; }
nav.top form { margin-left: auto; }
a { color: #0b57b0; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input[type=email], input[type=password], input[type=text] { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; margin-top: .25rem; border: 1px solid #6b7480; border-radius: 6px; }
button { font: inherit; padding: .55rem 1rem; min-height: 44px; border-radius: 6px; border: 1px solid #0b57b0; background: #0b57b0; color: #fff; cursor: pointer; }
button.quiet { background: #fff; color: #0b57b0; }
.card h2 { margin-top: 0; }
.card { background: #fff; border: 1px solid #d0d5dc; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
.problem { border-color: #b3261e; background: #fdf0ef; white-space: pre-wrap; }
.done { border-color: #1e7b34; background: #eef8f0; }
.meta { color: #4a525c; font-size: .95rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f0f2f5; padding: .5rem; border-radius: 4px; font-size: .9rem; }
ul.plain { list-style: none; padding: 0; }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; }
dt { font-weight: 600; }
dd { margin: 0 0 .5rem 1rem; overflow-wrap: anywhere; }
fieldset { min-width: 0; }
legend { font-weight: 600; font-size: 1.1rem; padding: 0 .25rem; }
label.choice { display: flex; gap: .5rem; align-items: center; min-height: 44px; }
`;

/** A whole page of the editing server's own: its title, a skip-free layout, and the navigation when signed in. */
export function page(title: string, body: Markup, nav?: Markup): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style}</style></head>
<body>${nav ? nav.html : ''}<main>${body.html}</main></body></html>`;
}

/** Headers of every page of the editing server's own: never cached, never framed, no referrer to other sites (a link's secret stays here). */
export function sendPage(response: ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    // Not no-referrer: with it, browsers send `Origin: null` with a form, which the same-origin check refuses.
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

export function redirect(response: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store', ...headers });
  response.end();
}
