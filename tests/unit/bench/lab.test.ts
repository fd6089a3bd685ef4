import { describe, expect, it } from 'vitest';
import { benchAddress } from '../../../scripts/bench/lab.ts';

describe('the Lighthouse bench', () => {
  it('opens each page at its address in the default language, as each kind of addresses writes it', () => {
    expect(benchAddress('', 'hash')).toBe('/');
    expect(benchAddress('blog-details/What-is-Industry-4.0', 'hash')).toBe('/#/blog-details/What-is-Industry-4.0');
    expect(benchAddress('', 'path')).toBe('/');
    expect(benchAddress('web-services/development', 'path')).toBe('/web-services/development/');
  });
});
