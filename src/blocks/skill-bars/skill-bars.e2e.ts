import { expect } from '@playwright/test';
import type { BlockCheck } from '../../../tests/e2e/block-check.ts';

/** One progress bar per skill, each announcing its value. */
export const check: BlockCheck<'skill-bars'> = async ({ element, block }) => {
  expect(await element.getByRole('progressbar').evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')))).toEqual(
    block.skills.map((skill) => String(skill.value)),
  );
};
