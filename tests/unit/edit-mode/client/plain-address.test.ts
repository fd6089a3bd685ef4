import { describe, expect, it } from 'vitest';
import { addressFromTitle, addressMistake, plainAddress } from '../../../../src/edit-mode/client/plain-address.ts';

describe('an address as an editor types it', () => {
  it('is taken in the form the site writes', () => {
    expect(plainAddress('Careers')).toBe('careers');
    expect(plainAddress(' /company ')).toBe('company');
    expect(plainAddress('/Company//Our Team/')).toBe('company/our-team');
  });

  it('is refused in plain words when no page can have it, or another page has it', () => {
    expect(addressMistake('about', 'about', ['about'])).toBeUndefined();
    expect(addressMistake('', 'about', [])).toBe('Write the page’s address, such as careers.');
    expect(addressMistake('empleo-ñ', 'about', [])).toBe(
      '“empleo-ñ” cannot be an address: use letters without accents, digits and “-”, and “/” for a page under another, such as careers or company/team.',
    );
    expect(addressMistake('contact', 'about', ['about', 'contact'])).toBe('Another page is at /contact already: choose another address.');
  });
});

describe('the address of a new article, made from its title', () => {
  it('is its words in lowercase without accents, joined by "-"', () => {
    expect(addressFromTitle('Cloud costs under control')).toBe('cloud-costs-under-control');
    expect(addressFromTitle(' Día de campo: 2026! ')).toBe('dia-de-campo-2026');
    expect(addressFromTitle('¿?')).toBe('');
  });
});
