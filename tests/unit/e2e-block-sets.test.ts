import { afterAll, describe, expect, it } from 'vitest';
import { blockSetTag, oneRoutePerBlockSet, repeatsBlocks } from '../e2e/block-sets.ts';
import { SiteCopy } from '../support/site-copy.ts';
import { readSite } from '../support/site-model.ts';

const copies: SiteCopy[] = [];
afterAll(() => copies.forEach((copy) => copy.remove()));

/** The fixture site with a second page holding the blocks of services/consulting, `edited` as given. */
function withTwin(edited: (yaml: string) => string = (yaml) => yaml) {
  const copy = new SiteCopy();
  copies.push(copy);
  copy.write('pages/services/twin.yaml', edited(copy.read('pages/services/consulting.yaml').replace('route: services/consulting', 'route: services/twin')));
  const site = readSite(copy.root);
  const kept = [...oneRoutePerBlockSet(site)].map((route) => route.route);
  return { site, kept };
}

describe('one route per set of blocks (what the phone projects check)', () => {
  it('keeps a route of every kind and every block type the site draws, in the order of its routes', () => {
    const { site, kept } = withTwin();
    const chosen = site.routes.filter((route) => kept.includes(route.route));
    expect(new Set(chosen.map((route) => route.kind))).toEqual(new Set(site.routes.map((route) => route.kind)));
    expect(new Set(chosen.flatMap((route) => route.blocks))).toEqual(new Set(site.routes.flatMap((route) => route.blocks)));
    expect(kept).toEqual(site.routes.map((route) => route.route).filter((route) => kept.includes(route)));
    expect(kept.length).toBeLessThan(site.routes.length);
  });

  it('leaves out a route whose blocks another route has, whatever their words', () => {
    const { site, kept } = withTwin();
    expect(kept.filter((route) => route === 'services/consulting' || route === 'services/twin')).toHaveLength(1);
    const [first, second] = ['services/consulting', 'services/twin'].map((path) => site.routes.find((route) => route.route === path)!);
    expect([blockSetTag(site, first!), blockSetTag(site, second!)].map(({ tag }) => tag)).toEqual(
      kept.includes('services/consulting') ? [[], [repeatsBlocks]] : [[repeatsBlocks], []],
    );
  });

  it('keeps both when one gives a block a field the other does not', () => {
    const { kept } = withTwin((yaml) => yaml.replace('    heading: services.consulting.steps.heading\n', '$&    intro: services.consulting.steps.heading\n'));
    expect(kept).toEqual(expect.arrayContaining(['services/consulting', 'services/twin']));
  });
});
