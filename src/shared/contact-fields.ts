/**
 * The fields the two EmailJS templates receive, named as the templates expect them, and what each
 * may hold. One list for the forms (their `maxLength` and their check before sending) and for the
 * local outbox of the development server (its check of every request), so the two cannot disagree.
 */
export interface FieldSpec {
  readonly name: string;
  readonly kind: 'text' | 'email';
  /** In UTF-16 code units, as the browser counts for `maxLength`. */
  readonly maxLength: number;
}

/** The contact template's five fields; every one is required. */
export const contactFields = [
  { name: 'user_name', kind: 'text', maxLength: 100 },
  { name: 'user_email', kind: 'email', maxLength: 254 },
  { name: 'user_phone', kind: 'text', maxLength: 30 },
  { name: 'user_subject', kind: 'text', maxLength: 150 },
  { name: 'message', kind: 'text', maxLength: 5000 },
] as const satisfies readonly FieldSpec[];

export type ContactFieldName = (typeof contactFields)[number]['name'];

/** The newsletter template's one field. */
export const newsletterEmail = { name: 'email', kind: 'email', maxLength: 254 } as const satisfies FieldSpec;

// Deliberately loose: the provider and the recipient's mail server are the real judges. It still refuses
// control characters (a NUL, a line break) and invisible format characters (a zero-width space, a
// direction override): no mail server delivers to them, and they hide what the address really is.
const emailShape = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]{2,}$/u;

export function isEmailAddress(value: string): boolean {
  return emailShape.test(value);
}

export type FieldProblem = 'empty' | 'too-long' | 'not-an-email';

/** What is wrong with a field's value (surrounding spaces aside), or undefined when it may be sent. */
export function fieldProblem(field: FieldSpec, value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return 'empty';
  if (text.length > field.maxLength) return 'too-long';
  if (field.kind === 'email' && !isEmailAddress(text)) return 'not-an-email';
  return undefined;
}
