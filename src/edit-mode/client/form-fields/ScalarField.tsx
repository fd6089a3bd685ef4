import { useSectionForm } from './form-context.ts';
import { Description, FieldFrame, FieldLabel, FieldProblems, useDescribedBy } from './FieldFrame.tsx';
import { fieldId, getAt } from './form-value.ts';
import type { FieldSpec } from './schema-fields.ts';
import type { Path } from '../../../shared/path.ts';

type Spec<K extends FieldSpec['kind']> = Extract<FieldSpec, { kind: K }>;

/** A word or a line that is no text of the site (a suffix, a video's id), or a number: one box. */
export function InputField({ field, path }: { field: Spec<'string'> | Spec<'number'>; path: Path }) {
  const { value, setValue } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  const number = field.kind === 'number';
  const short = number || (field.maxLength !== undefined && field.maxLength <= 12);
  // An empty box leaves a number out; an optional word too, a required one stays written, empty.
  const read = (input: HTMLInputElement) => {
    if (number) return input.value === '' ? undefined : input.valueAsNumber;
    return input.value === '' && !field.required ? undefined : input.value;
  };
  return (
    <FieldFrame id={id} field={field}>
      <input
        id={id}
        className={`dev-input${short ? ' dev-input--short' : ''}`}
        {...(number
          ? { type: 'number', inputMode: field.integer ? 'numeric' : 'decimal', step: field.integer ? 1 : 'any', min: field.minimum, max: field.maximum }
          : { type: 'text', maxLength: field.maxLength })}
        value={typeof current === (number ? 'number' : 'string') ? String(current) : ''}
        aria-required={field.required || undefined}
        {...useDescribedBy(id, field)}
        onChange={({ target }) => setValue(path, read(target))}
      />
    </FieldFrame>
  );
}

export function BooleanField({ field, path }: { field: Spec<'boolean'>; path: Path }) {
  const { value, setValue } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  return (
    <div className="dev-field dev-field--check">
      <input
        id={id}
        type="checkbox"
        className="dev-check"
        checked={typeof current === 'boolean' ? current : (field.defaultValue ?? false)}
        {...useDescribedBy(id, field)}
        onChange={(event) => setValue(path, event.target.checked)}
      />
      <FieldLabel htmlFor={id} field={{ ...field, required: false }} />
      <Description id={id} field={field} />
      <FieldProblems id={id} />
    </div>
  );
}

/** One of the schema's values: radio buttons for a few, a drop-down list for more. */
export function ChoiceField({ field, path }: { field: Spec<'choice'>; path: Path }) {
  const { value, setValue } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  const chosen = typeof current === 'string' ? current : (field.defaultValue ?? '');
  const described = useDescribedBy(id, field);
  const option = (choice: string) => `${choice}${choice === field.defaultValue ? ' (default)' : ''}`;
  if (field.control === 'select')
    return (
      <FieldFrame id={id} field={field}>
        <select
          id={id}
          className="dev-input"
          value={chosen}
          aria-required={field.required || undefined}
          {...described}
          onChange={(event) => setValue(path, event.target.value || undefined)}
        >
          {!field.required && !field.defaultValue && <option value="">None</option>}
          {field.options.map((choice) => (
            <option key={choice} value={choice}>
              {option(choice)}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className="dev-field dev-choices"
      aria-required={field.required || undefined}
      {...described}
    >
      <FieldLabel as="legend" id={`${id}-label`} field={field} />
      <Description id={id} field={field} />
      <div className="dev-row dev-choices__options">
        {field.options.map((choice) => (
          <label key={choice} className="dev-choice">
            <input type="radio" name={id} value={choice} checked={chosen === choice} onChange={() => setValue(path, choice)} />
            {option(choice)}
          </label>
        ))}
      </div>
      <FieldProblems id={id} />
    </fieldset>
  );
}
