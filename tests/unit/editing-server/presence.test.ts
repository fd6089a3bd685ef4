import { describe, expect, it } from 'vitest';
import { Presence } from '../../../src/editing-server/views/presence.ts';

const person = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, role: 'editor' as const });

describe('presence', () => {
  it('tells who else has the same page open, until 30 s after their last sign of life', () => {
    const presence = new Presence();
    expect(presence.here(person('Ana'), '/#/about', 0)).toEqual([]);
    expect(presence.here(person('Luis'), '/#/contact', 1000)).toEqual([]);
    expect(presence.here(person('Eva'), '/#/about', 2000)).toEqual(['Ana']);
    expect(presence.here(person('Luis'), '/#/about', 29_999)).toEqual(['Ana', 'Eva']);
    expect(presence.here(person('Luis'), '/#/about', 31_000)).toEqual(['Eva']);
  });
});
