import { fieldProblem, type FieldProblem, type FieldSpec } from '../shared/contact-fields.ts';
import type { UiTextKey } from '../shared/ui-text-keys.ts';

/**
 * What the visitor is told for each problem. A value longer than its field's limit cannot be typed
 * or pasted: the inputs carry `maxLength` from the same list, so "too-long" needs no text here.
 */
const problemTexts: Partial<Record<FieldProblem, UiTextKey>> = {
  empty: 'common.form.required',
  'not-an-email': 'common.form.invalidEmail',
};

/** The text in field `name` of a form's values; '' when there is none (FormData also holds files). */
export function fieldText(values: FormData, name: string): string {
  const value = values.get(name);
  return typeof value === 'string' ? value : '';
}

/** Field name → text key of what is wrong with it; empty when the form can be sent. */
export function validateFields(form: HTMLFormElement, fields: readonly FieldSpec[]): Record<string, UiTextKey> {
  const errors: Record<string, UiTextKey> = {};
  const values = new FormData(form);
  for (const field of fields) {
    const problem = fieldProblem(field, fieldText(values, field.name));
    const text = problem && problemTexts[problem];
    if (text) errors[field.name] = text;
  }
  return errors;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, unknown>): void {
  const first = [...form.elements].find(
    (element) => element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in errors,
  );
  if (first instanceof HTMLElement) first.focus();
}
