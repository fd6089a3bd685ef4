import { describe, expect, it } from 'vitest';
import { renderBlockExample } from '../../../tests/support/block-example.tsx';
import { readBlockExample } from '../../content/pipeline.ts';
import { isArray, memberOf } from '../../shared/guards.ts';

/** One value per skill governs its label, its bar's width and what it announces (docs/BEHAVIOUR.md#page-semantics). */
describe('the skill-bars block', () => {
  const { block } = readBlockExample(process.cwd(), 'skill-bars');
  const values = (isArray(block.skills) ? block.skills : []).map((skill) => memberOf(skill, 'value'));

  it('has an example with skills to show', () => {
    expect(values.length).toBeGreaterThan(0);
  });

  it('announces each skill as a progress bar whose value is the percentage shown', () => {
    const html = renderBlockExample('skill-bars', 'en');
    expect([...html.matchAll(/role="progressbar"[^>]*aria-valuenow="(\d+)"/g)].map((match) => Number(match[1]))).toEqual(values);
    expect([...html.matchAll(/<span aria-hidden="true">(\d+)(?:<!-- -->)?%<\/span>/g)].map((match) => Number(match[1]))).toEqual(values);
  });

  it('fills each bar to its value', () => {
    const html = renderBlockExample('skill-bars', 'en');
    expect([...html.matchAll(/class="skill__fill" style="width:(\d+)%"/g)].map((match) => Number(match[1]))).toEqual(values);
  });
});
