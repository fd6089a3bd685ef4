import type { ReactNode } from 'react';
import { useSectionForm } from './form-context.ts';
import type { FieldSpec } from './schema-fields.ts';

/** The ids of what describes the control `id`: its field's description, then what is wrong with it. */
export function useDescribedBy(id: string, field: Pick<FieldSpec, 'description'>, problemIds: string[] = [id]) {
  const { problems } = useSectionForm();
  const wrong = problemIds.filter((problemId) => problems.has(problemId));
  const ids = [...(field.description ? [`${id}-description`] : []), ...wrong.map((problemId) => `${problemId}-problem`)];
  return {
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': wrong.length > 0 ? true : undefined,
  };
}

/** A field's label, with the visible mark of a required one (the control itself says it with aria-required). */
export function FieldLabel({ htmlFor, id, field, as = 'label' }: { htmlFor?: string; id?: string; field: FieldSpec; as?: 'label' | 'legend' | 'span' }) {
  const Tag = as;
  return (
    <Tag className="dev-row dev-field__label" id={id} {...(as === 'label' ? { htmlFor } : {})}>
      {field.title}
      {field.required && (
        <span className="dev-field__required" aria-hidden="true">
          Required
        </span>
      )}
    </Tag>
  );
}

export function Description({ id, field }: { id: string; field: Pick<FieldSpec, 'description'> }) {
  if (!field.description) return null;
  return (
    <p id={`${id}-description`} className="dev-field__description">
      {field.description}
    </p>
  );
}

/** What is wrong with the control `id`, under it. */
export function FieldProblems({ id }: { id: string }) {
  const messages = useSectionForm().problems.get(id);
  if (!messages) return null;
  return (
    <p id={`${id}-problem`} className="dev-field__problem">
      {messages.join(' ')}
    </p>
  );
}

/** One field: label, description, control, and what is wrong with it. */
export function FieldFrame({ id, field, children }: { id: string; field: FieldSpec; children: ReactNode }) {
  return (
    <div className="dev-field">
      <FieldLabel htmlFor={id} field={field} />
      <Description id={id} field={field} />
      {children}
      <FieldProblems id={id} />
    </div>
  );
}
