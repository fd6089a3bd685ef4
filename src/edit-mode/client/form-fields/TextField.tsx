import { useSectionForm } from './form-context.ts';
import { Description, FieldLabel, FieldProblems, useDescribedBy } from './FieldFrame.tsx';
import { fieldId, getAt, textInputId } from './form-value.ts';
import type { TextFieldSpec } from './schema-fields.ts';
import type { Path } from '../../../shared/path.ts';

/**
 * A text of the site, in every language side by side: each box named by the field and its
 * language ("Label English"). The block names it by a key, shown small under the boxes, in words.
 */
export function TextField({ field, path }: { field: TextFieldSpec; path: Path }) {
  const { value, texts, languages } = useSectionForm();
  const id = fieldId(path);
  const key = getAt(value, path);
  const values = typeof key === 'string' ? (texts[key] ?? {}) : {};
  return (
    <fieldset id={id} tabIndex={-1} className="dev-field dev-texts" {...useDescribedBy(id, field)}>
      <FieldLabel as="legend" id={`${id}-label`} field={field} />
      <Description id={id} field={field} />
      <div className="dev-texts__languages">
        {languages.map((language) => (
          <LanguageBox key={language.code} field={field} path={path} language={language} text={values[language.code] ?? ''} />
        ))}
      </div>
      {typeof key === 'string' && (
        <p className="dev-texts__key">
          In the text files as <code>{key}</code>
        </p>
      )}
      <FieldProblems id={id} />
    </fieldset>
  );
}

interface BoxProps {
  field: TextFieldSpec;
  path: Path;
  language: { code: string; label: string };
  text: string;
}

function LanguageBox({ field, path, language, text }: BoxProps) {
  const { setText } = useSectionForm();
  const id = fieldId(path);
  const inputId = textInputId(path, language.code);
  const props = {
    id: inputId,
    className: 'dev-input',
    lang: language.code,
    value: text,
    'aria-labelledby': `${id}-label ${inputId}-language`,
    'aria-required': field.required || undefined,
    ...useDescribedBy(inputId, {}, [inputId, id]),
    onChange: (event: { target: { value: string } }) => setText(path, language.code, event.target.value),
  };
  return (
    <div className="dev-text">
      <label id={`${inputId}-language`} htmlFor={inputId} className="dev-field__sublabel">
        {language.label}
      </label>
      {field.formatted ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <FieldProblems id={inputId} />
    </div>
  );
}
