// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restore, stateOf } from '../../src/renderer/handover-dom.ts';

/** A footer as the build draws it: the same markup the code draws in its place. */
const markup = `
  <section><form><label>Email <input type="email" name="email"></label><div><input type="checkbox" name="terms"></div>
  <textarea name="message"></textarea><button type="submit">Subscribe</button></form></section>
  <details><summary>One</summary>1</details><details><summary>Two</summary>2</details>`;

function slot(): HTMLElement {
  const element = document.createElement('footer');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('what the visitor did in kept markup', () => {
  it('is put back in the markup its code draws: text typed, choices, questions opened and the focus', () => {
    const kept = slot();
    kept.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'maria@exa';
    kept.querySelector<HTMLInputElement>('input[name="terms"]')!.checked = true;
    kept.querySelector('details:nth-of-type(2)')!.setAttribute('open', '');
    kept.querySelector<HTMLTextAreaElement>('textarea')!.focus();
    const state = stateOf(kept, []);
    kept.remove();

    const drawn = slot();
    restore(drawn, state);
    expect(drawn.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('maria@exa');
    expect(drawn.querySelector<HTMLInputElement>('input[name="terms"]')!.checked).toBe(true);
    expect([...drawn.querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
    expect(document.activeElement).toBe(drawn.querySelector('textarea'));
  });

  it('does again, once drawn, a click and a form sent that were held back, in order', () => {
    vi.useFakeTimers();
    const kept = slot();
    const state = stateOf(kept, [
      { target: kept.querySelector('button')!, kind: 'click' },
      { target: kept.querySelector('form')!, kind: 'submit' },
    ]);
    const drawn = slot();
    const done: string[] = [];
    drawn.querySelector('button')!.addEventListener('click', (event) => {
      event.preventDefault();
      done.push('click');
    });
    drawn.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    restore(drawn, state);
    // Not within the commit that draws it: once its elements answer to events.
    expect(done).toEqual([]);
    vi.runAllTimers();
    expect(done).toEqual(['click', 'submit']);
  });

  it('leaves the focus alone when it was elsewhere', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const state = stateOf(slot(), []);
    restore(slot(), state);
    expect(document.activeElement).toBe(outside);
  });
});
