import { describe, expect, it } from 'vitest';
import { fingerprint, recordTranslated, translationStatus, translationsToReview, type TranslationState } from '../../../../src/content/pipeline.ts';

const starting = (text: string) => ({ untranslated: fingerprint(text), writtenBy: 'new:page' });

describe('where a translation stands: the one answer of the report, the check and the Translations dialog', () => {
  it('is up to date when confirmed against the English as it is now, and out of date once the English changes', () => {
    expect(translationStatus('Our story', 'Nuestra historia', fingerprint('Our story'))).toBe('up-to-date');
    expect(translationStatus('Our whole story', 'Nuestra historia', fingerprint('Our story'))).toBe('source-changed');
  });

  it('is a starting text while it is the text new:page wrote, and translated once someone changed it', () => {
    expect(translationStatus('Careers', 'Careers', starting('Careers'))).toBe('starting-text');
    expect(translationStatus('Careers', 'Empleo', starting('Careers'))).toBe('up-to-date');
  });

  it('is never confirmed without a record', () => {
    expect(translationStatus('Our story', 'Nuestra historia', undefined)).toBe('never-confirmed');
  });

  it('lists what waits for a translator, in the order of the English, and leaves out texts without a translation', () => {
    const english = new Map([
      ['a.title', 'Careers'],
      ['a.text', 'Join us'],
      ['a.new', 'Only in English'],
      ['a.done', 'Done'],
    ]);
    const spanish = new Map([
      ['a.title', 'Empleo'],
      ['a.text', 'Join us'],
      ['a.done', 'Hecho'],
    ]);
    const marks = { 'a.title': starting('Careers'), 'a.text': starting('Join us'), 'a.done': fingerprint('Done before') };
    expect(translationsToReview(english, spanish, marks)).toEqual([
      { key: 'a.text', status: 'starting-text' },
      { key: 'a.done', status: 'source-changed' },
    ]);
  });

  it('records a translation as made from the English given, in place, leaving the other records as they are', () => {
    const state: TranslationState = { es: { 'a.title': 'old', 'a.text': starting('Join us') } };
    recordTranslated(state, 'es', ['a.title'], () => 'Careers');
    recordTranslated(state, 'fr', ['a.title'], () => 'Careers');
    expect(state).toEqual({ es: { 'a.title': fingerprint('Careers'), 'a.text': starting('Join us') }, fr: { 'a.title': fingerprint('Careers') } });
    expect(Object.keys(state.es!)).toEqual(['a.title', 'a.text']);
  });

  it('puts a new record in its place among records kept in key order, so that the file gains one line', () => {
    const state: TranslationState = { es: { 'a.a': 'x', 'a.c': 'y' } };
    recordTranslated(state, 'es', ['a.b'], () => 'B');
    expect(Object.keys(state.es!)).toEqual(['a.a', 'a.b', 'a.c']);
  });
});
