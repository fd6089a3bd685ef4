import { randomUUID } from 'node:crypto';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ShellPartContext, type DrawShellPart } from '../app/ShellPart.tsx';

/**
 * renderToString for many pages that share parts of their shell (ShellPart: the menu, the footer):
 * each part is drawn once for each thing it depends on, and its markup put in its place on every
 * later page, so the pages come out byte for byte as if each had been drawn whole.
 *
 * A part's markup is learnt in its place on the page, never drawn apart: its ids (useId) depend on
 * where it stands in the tree. A page with a part not yet known is drawn once more with a
 * placeholder in that part's place; what differs between the two is the part.
 */
/** The placeholder of the part being learnt, which has no id yet. */
const newPart = 'new';

export class ShellPartsRenderer {
  /** The markup of each part for each thing it depends on, by `name` and `sameFor`. */
  readonly #known = new Map<string, number>();
  /** What no page can contain: in a placeholder's attribute, a page's text is escaped. */
  readonly #token = randomUUID();
  readonly #placeholders = new RegExp(`<shell-part data-part="${this.#token}-(\\d+)"></shell-part>`, 'g');
  /** Drawn parts' markup by id, for the placeholders. */
  readonly #byId: string[] = [];

  render(app: ReactNode): string {
    const unknown = new Set<string>();
    const draw = (placeholderFor?: string) => renderToString(createElement(ShellPartContext.Provider, { value: this.#drawPart(unknown, placeholderFor) }, app));
    const html = draw();
    // Each drawn again before any is learnt: a part learnt would be a placeholder in the next drawing.
    const again = [...unknown].map((key) => [key, draw(key)] as const);
    for (const [key, withPlaceholder] of again) this.#learn(key, html, withPlaceholder);
    return html.replace(this.#placeholders, (_, id: string) => this.#byId[Number(id)]!);
  }

  /** Each known part as its placeholder, `placeholderFor` too; the others drawn, and noted in `unknown`. */
  #drawPart(unknown: Set<string>, placeholderFor: string | undefined): DrawShellPart {
    return (name, sameFor, part) => {
      const key = `${name}\0${sameFor}`;
      const known = this.#known.get(key);
      if (known !== undefined) return this.#placeholder(known);
      if (key === placeholderFor) return this.#placeholder(newPart);
      unknown.add(key);
      return part;
    };
  }

  #placeholder(id: number | typeof newPart): ReactNode {
    return createElement('shell-part', { 'data-part': `${this.#token}-${id}` });
  }

  /** The part `key` is what `whole` has where `withPlaceholder` has its placeholder. */
  #learn(key: string, whole: string, withPlaceholder: string): void {
    const placeholder = `<shell-part data-part="${this.#token}-${newPart}"></shell-part>`;
    const at = withPlaceholder.indexOf(placeholder);
    const before = withPlaceholder.slice(0, at);
    const after = withPlaceholder.slice(at + placeholder.length);
    if (at === -1 || !whole.startsWith(before) || !whole.endsWith(after) || whole.length < before.length + after.length) {
      throw new Error(
        `The shell's part "${key.split('\0')[0]}" came out differently when drawn again: it must depend on nothing but what it is drawn once for.`,
      );
    }
    this.#known.set(key, this.#byId.length);
    this.#byId.push(whole.slice(before.length, whole.length - after.length));
  }
}
