import type { UiTextKey } from '../shared/ui-text-keys.ts';

export interface FieldRule {
  name: string;
  kind: 'text' | 'email';
}

// Deliberately loose: the provider and the recipient's mail server are the real judges.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Field name → text key of what is wrong with it; empty when the form can be sent. */
export function validateFields(form: HTMLFormElement, rules: readonly FieldRule[]): Record<string, UiTextKey> {
  const errors: Record<string, UiTextKey> = {};
  for (const rule of rules) {
    const value = String(new FormData(form).get(rule.name) ?? '').trim();
    if (value === '') errors[rule.name] = 'common.form.required';
    else if (rule.kind === 'email' && !emailShape.test(value)) errors[rule.name] = 'common.form.invalidEmail';
  }
  return errors;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, unknown>): void {
  const first = [...form.elements].find((element) => element instanceof HTMLElement && 'name' in element && (element as HTMLInputElement).name in errors);
  (first as HTMLElement | undefined)?.focus();
}
