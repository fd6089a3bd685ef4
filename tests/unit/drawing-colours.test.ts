import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oklch } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandColourDefaults, readColour } from '../../src/styles/brand.ts';
import { recolourDrawing } from '../../src/styles/drawing-colours.ts';
import { fixtureRoot } from '../support/site-copy.ts';

const green = { ...brandColourDefaults, primary: '#1b6e3a' };
const logo = readFileSync(join(fixtureRoot, 'public/images/logo-mark.svg'), 'utf8');
const hero = readFileSync(join(fixtureRoot, 'public/images/hero-cloud.svg'), 'utf8');
const hexes = (svg: string) => new Set((svg.match(/#[0-9a-f]{6}\b/gi) ?? []).map((hex) => hex.toLowerCase()));
const hueOf = (hex: string) => oklch(readColour(hex)!).h ?? 0;

describe("the site's own drawings in the brand's colours (docs/BEHAVIOUR.md#brand)", () => {
  it('leaves a drawing as it is with the default colours', () => {
    expect(recolourDrawing(hero, brandColourDefaults)).toBe(hero);
  });

  it('draws in the primary colour what was drawn in the default one, and in a shade of it the accent colour site.yaml does not name', () => {
    const drawn = [...hexes(recolourDrawing(logo, green))];
    expect(drawn).toContain(green.primary);
    expect(drawn).not.toContain(brandColourDefaults.primary);
    expect(drawn).not.toContain(brandColourDefaults.accent);
    for (const hex of drawn.filter((colour) => colour !== '#ffffff')) expect(Math.abs(hueOf(hex) - hueOf(green.primary)), hex).toBeLessThan(15);
  });

  it("moves the tints of the default primary to the brand's hue, and leaves greys, white and colours of other hues as they are", () => {
    const before = hexes(hero);
    const after = hexes(recolourDrawing(hero, green));
    // #dce6fa is a light tint of the default blue: it becomes a light tint of the green.
    const tints = [...after].filter((hex) => !before.has(hex) && hex !== green.primary);
    expect(tints.length).toBeGreaterThan(0);
    for (const tint of tints) expect(Math.abs(hueOf(tint) - hueOf(green.primary)), tint).toBeLessThan(15);
    for (const kept of ['#ffffff', '#94a3b8', '#cbd5e1', '#334155', '#e8a33d']) expect(after, kept).toContain(kept);
  });

  it('follows the accent colour too, and a colour written #rgb', () => {
    const orange = { ...brandColourDefaults, accent: '#b54708' };
    const drawn = recolourDrawing('<svg><path fill="#2E6BE6"/><path fill="#fff"/></svg>', orange);
    expect(drawn).toBe('<svg><path fill="#b54708"/><path fill="#fff"/></svg>');
  });
});
