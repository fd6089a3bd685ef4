import type { Person } from '../auth/people.ts';
import { editorPath } from '../auth/sign-in.ts';

/** How long a page counts as open after its last sign of life: it sends one every `beat` ms. */
const beat = 10_000;
const lifetime = 3 * beat;

/**
 * Who has which page of the draft open (docs/BEHAVIOUR.md#editing-server), in memory: each page
 * says where it is every few seconds, and hears who else is there.
 */
export class Presence {
  private readonly seen = new Map<string, { name: string; page: string; at: number }>();

  /** Records that `person` is on `page`, and answers the names of the others there. */
  here(person: Person, page: string, now = Date.now()): string[] {
    this.seen.set(person.email, { name: person.name, page, at: now });
    return [...this.seen.entries()]
      .filter(([email, entry]) => email !== person.email && entry.page === page && entry.at > now - lifetime)
      .map(([, entry]) => entry.name);
  }
}

/** The page's side: says where it is, on load, on every change of address and every `beat` ms, and shows who else is there. */
export const presenceScript = `
const line = document.getElementById('editing-server-presence');
const token = () => decodeURIComponent((document.cookie.split('; ').find((cookie) => cookie.startsWith('editor-csrf=')) ?? '').slice(12));
async function tell() {
  try {
    const response = await fetch('${editorPath}/presence', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token() }, body: JSON.stringify({ page: location.pathname + location.hash }) });
    const { others } = await response.json();
    line.textContent = others.length === 0 ? '' : others.join(', ') + (others.length === 1 ? ' is' : ' are') + ' editing this page';
    line.hidden = others.length === 0;
  } catch {
    line.hidden = true;
  }
}
tell();
setInterval(tell, ${beat});
addEventListener('hashchange', tell);
addEventListener('popstate', tell);
`;
