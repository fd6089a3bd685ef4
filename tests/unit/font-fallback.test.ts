import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import publicSans from '@capsizecss/metrics/publicSans';
import roboto from '@capsizecss/metrics/roboto';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/site-copy.ts';

type Metrics = typeof inter;
const folder = join(projectRoot, 'src/styles/fonts');
/** As Prettier writes it: no trailing zeros. */
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/** Each font a site may choose (`brand.font`, src/styles/fonts/<name>.css), with its published metrics and family. */
const fonts: Record<string, { metrics: Metrics; family: string }> = {
  inter: { metrics: inter, family: 'Inter' },
  'public-sans': { metrics: publicSans, family: 'Public Sans' },
  'source-sans-3': { metrics: sourceSans3, family: 'Source Sans 3' },
};

/** The overrides that give `local` the font's average width and vertical metrics (the method of next/font and fontaine). */
function overrides(font: Metrics, local: Metrics) {
  const width = (metrics: Metrics) => metrics.subsets.latin.xWidthAvg / metrics.unitsPerEm;
  const sizeAdjust = width(font) / width(local);
  return [
    `size-adjust: ${percent(sizeAdjust)};`,
    `ascent-override: ${percent(font.ascent / font.unitsPerEm / sizeAdjust)};`,
    `descent-override: ${percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust)};`,
    `line-gap-override: ${percent(font.lineGap / font.unitsPerEm / sizeAdjust)};`,
  ].join('\n  ');
}

describe('the fallback fonts shown before the font of the brand arrives', () => {
  it('has a table entry here for every font a site may choose', () => {
    expect(
      readdirSync(folder)
        .map((file) => file.replace(/\.css$/, ''))
        .sort(),
    ).toEqual(Object.keys(fonts).sort());
  });

  it.each(
    Object.entries(fonts).flatMap(([name, { metrics, family }]) => [
      [name, `${family} Fallback`, metrics, arial, family] as const,
      [name, `${family} Fallback Roboto`, metrics, roboto, family] as const,
    ]),
  )("%s: %s matches the font's metrics, so the swap moves nothing", (name, fallback, metrics, local, family) => {
    const css = readFileSync(join(folder, `${name}.css`), 'utf8');
    // The face for regular text (Inter's bold has its own, measured rather than published: see inter.css).
    const face = css.split('@font-face').find((rule) => rule.includes(`font-family: '${fallback}';`) && !rule.includes('font-weight: 600'));
    expect(face).toContain(overrides(metrics, local));
    expect(css).toContain(`--font-sans: '${family} Variable', '${family} Fallback', '${family} Fallback Roboto', `);
  });
});
