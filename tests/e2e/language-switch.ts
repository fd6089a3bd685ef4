import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { Routing } from './sites.ts';

/**
 * The language switch's control named `label` ("Español"): a button with hash routing, a link to the
 * page in that language with path routing (docs/BEHAVIOUR.md#language).
 */
export const languageControl = (scope: Page | Locator, routing: Routing, label: string): Locator =>
  scope.getByRole(routing === 'path' ? 'link' : 'button', { name: label, exact: true });

/** Expects `control` to be marked as the language on screen, or not: pressed (a button), or current (a link). */
export async function expectLanguageOnScreen(control: Locator, routing: Routing, onScreen: boolean): Promise<void> {
  if (routing === 'hash') await expect(control).toHaveAttribute('aria-pressed', String(onScreen));
  else if (onScreen) await expect(control).toHaveAttribute('aria-current', 'true');
  else await expect(control).not.toHaveAttribute('aria-current');
}
