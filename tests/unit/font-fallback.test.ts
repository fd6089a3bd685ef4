import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site-copy.ts';

type Metrics = typeof inter;
const css = readFileSync(join(projectRoot, 'src/styles/fonts.css'), 'utf8');
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The overrides that give `local` Inter's average width and vertical metrics (the method of next/font and fontaine). */
function overrides(local: Metrics) {
  const width = (metrics: Metrics) => metrics.subsets.latin.xWidthAvg / metrics.unitsPerEm;
  const sizeAdjust = width(inter) / width(local);
  return [
    `size-adjust: ${percent(sizeAdjust)};`,
    `ascent-override: ${percent(inter.ascent / inter.unitsPerEm / sizeAdjust)};`,
    `descent-override: ${percent(Math.abs(inter.descent) / inter.unitsPerEm / sizeAdjust)};`,
    `line-gap-override: ${percent(inter.lineGap / inter.unitsPerEm / sizeAdjust).replace('0.00%', '0%')};`,
  ].join('\n  ');
}

describe('the fallback fonts shown before Inter arrives', () => {
  it.each([
    ['Inter Fallback', arial],
    ['Inter Fallback Roboto', roboto],
  ])("%s matches Inter's metrics, so the swap moves nothing", (family, metrics) => {
    // The face for regular text (bold has its own, measured rather than published: see fonts.css).
    const face = css.split('@font-face').find((rule) => rule.includes(`font-family: '${family}';`) && !rule.includes('font-weight: 600'));
    expect(face).toContain(overrides(metrics));
  });
});
