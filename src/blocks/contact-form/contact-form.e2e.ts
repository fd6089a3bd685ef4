import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** The five fields of the contact form (the hidden trap for robots aside), the message six rows high. */
export const check: BlockCheck<'contact-form'> = async ({ element }) => {
  await expect(element.locator('form input:not(.form-trap input), form textarea')).toHaveCount(5);
  await expect(element.locator('textarea[name="message"]')).toHaveAttribute('rows', '6');
};
