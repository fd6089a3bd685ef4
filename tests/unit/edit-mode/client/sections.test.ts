import { describe, expect, it } from 'vitest';
import { sectionChange, sectionName } from '../../../../src/edit-mode/client/sections.ts';
import type { EditModeSite } from '../../../../src/edit-mode/protocol.ts';

const site = { blockTypes: [{ type: 'faq', title: 'Questions and answers', description: '' }] } as Pick<EditModeSite, 'blockTypes'> as EditModeSite;
const section = (index: number, count = 4) => ({ route: 'about', index, count });

describe('the sections’ toolbars', () => {
  it('name a section by its place and its schema’s title, or its type when the site is not read yet', () => {
    expect(sectionName(1, 'faq', site)).toBe('section 2, Questions and answers');
    expect(sectionName(0, 'faq', undefined)).toBe('section 1, faq');
    expect(sectionName(2, undefined, site)).toBe('section 3');
  });

  it('move a section and keep the focus on it, on the other arrow once it reaches an end', () => {
    expect(sectionChange('move-up', section(2))).toEqual({
      change: { kind: 'move-block', route: 'about', from: 2, to: 1 },
      focus: { kind: 'block', route: 'about', index: 1, control: 'move-up' },
    });
    expect(sectionChange('move-up', section(1)).focus).toEqual({ kind: 'block', route: 'about', index: 0, control: 'move-down' });
    expect(sectionChange('move-down', section(2)).focus).toEqual({ kind: 'block', route: 'about', index: 3, control: 'move-up' });
    expect(sectionChange('move-down', section(1)).change).toEqual({ kind: 'move-block', route: 'about', from: 1, to: 2 });
  });

  it('focus the copy after Duplicate, and after Remove the section taking its place, the one before the last, or Add on an empty page', () => {
    expect(sectionChange('duplicate', section(1)).focus).toEqual({ kind: 'block', route: 'about', index: 2, control: 'edit' });
    expect(sectionChange('remove', section(1)).focus).toEqual({ kind: 'block', route: 'about', index: 1, control: 'edit' });
    expect(sectionChange('remove', section(3)).focus).toEqual({ kind: 'block', route: 'about', index: 2, control: 'edit' });
    expect(sectionChange('remove', section(0, 1))).toEqual({
      change: { kind: 'remove-block', route: 'about', index: 0 },
      focus: { kind: 'add', route: 'about', index: 0 },
    });
  });
});
