import { describe, expect, it, vi } from 'vitest';
import { addTexts, createI18n } from '../../src/i18n/i18n.ts';
import { initialLanguage, rememberLanguage } from '../../src/i18n/language-preference.ts';
import { Translations } from '../../src/i18n/translations.ts';
import { compileSiteFolder, siteDataOf } from '../support/render.tsx';
import { fixtureRoot } from '../support/site-copy.ts';

const site = siteDataOf(compileSiteFolder(fixtureRoot));

describe('i18n', () => {
  it('shows a missing text as its key', () => {
    const i18n = createI18n(site, 'en');
    expect(i18n.t('home.nothing.here')).toBe('home.nothing.here');
  });

  it('fills {{company}}, {{phone}}, {{email}} and {{year}} from site.yaml', () => {
    const i18n = createI18n(site, 'es');
    addTexts(i18n, 'es', { 'x.line': '{{company}} · {{phone}} · {{email}} · {{year}}' });
    expect(i18n.t('x.line')).toBe('Northwind & Partners · +34 900 111 222 · hello@northwind.example · 2021');
  });

  it('does not fall back to English for a text missing in Spanish', () => {
    const i18n = createI18n(site, 'es');
    addTexts(i18n, 'en', { 'x.only': 'English only' });
    expect(i18n.t('x.only')).toBe('x.only');
  });

  it('starts in English, or in the language the visitor chose before', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    expect(initialLanguage(site, store)).toBe('en');
    rememberLanguage('es', store);
    expect(initialLanguage(site, store)).toBe('es');
    rememberLanguage('xx', store);
    expect(initialLanguage(site, store)).toBe('en');
    for (const saved of ['en es', 'EN', '__proto__', '']) {
      rememberLanguage(saved, store);
      expect(initialLanguage(site, store)).toBe('en');
    }
  });
});

describe('Translations', () => {
  it('draws each language with its own instance, whose language never changes', () => {
    const translations = new Translations(createI18n(site, 'en'));
    const english = translations.in('en', { 'x.hello': 'Hello' });
    const spanish = translations.in('es', { 'x.hello': 'Hola' });
    expect([english.language, english.t('x.hello'), spanish.language, spanish.t('x.hello')]).toEqual(['en', 'Hello', 'es', 'Hola']);
    expect(translations.in('es')).toBe(spanish);
    expect(translations.in('en')).toBe(english);
  });

  it('adds texts that arrive later to the language they belong to, and to no other', () => {
    const translations = new Translations(createI18n(site, 'en'));
    const english = translations.in('en');
    translations.in('es', { 'x.page': 'Página' });
    expect(english.t('x.page')).toBe('x.page');
    expect(translations.in('es').t('x.page')).toBe('Página');
  });

  it('adds a texts object to an instance once, however many Translations draw with it (one per prerendered page)', () => {
    const root = createI18n(site, 'en');
    const added = vi.spyOn(root, 'addResources');
    const shell = { 'x.menu': 'Menu' };
    for (const page of [1, 2, 3]) expect(new Translations(root).in('en', shell, { [`x.page${page}`]: `Page ${page}` }).t('x.menu')).toBe('Menu');
    expect(added.mock.calls).toEqual([shell, ...[1, 2, 3].map((page) => ({ [`x.page${page}`]: `Page ${page}` }))].map((texts) => ['en', 'translation', texts]));
  });
});
