import { useRef, useState } from 'react';
import { PictureField } from '../PictureField.tsx';
import { useSectionForm } from './form-context.ts';
import { Description, FieldLabel, FieldProblems, useDescribedBy } from './FieldFrame.tsx';
import { fieldId, getAt, moveItem, newItem } from './form-value.ts';
import { LinkField } from './LinkField.tsx';
import { BooleanField, ChoiceField, InputField } from './ScalarField.tsx';
import type { FieldSpec } from './schema-fields.ts';
import { TextField } from './TextField.tsx';
import type { Path } from '../../../shared/path.ts';

/** A field of the section form, drawn as its kind asks. */
function Field({ field, path }: { field: FieldSpec; path: Path }) {
  switch (field.kind) {
    case 'text':
      return <TextField field={field} path={path} />;
    case 'image':
      return <PictureField field={field} path={path} />;
    case 'link':
      return <LinkField field={field} path={path} />;
    case 'string':
    case 'number':
      return <InputField field={field} path={path} />;
    case 'boolean':
      return <BooleanField field={field} path={path} />;
    case 'choice':
      return <ChoiceField field={field} path={path} />;
    case 'object':
      return <ObjectField field={field} path={path} />;
    case 'list':
      return <ListField field={field} path={path} />;
    case 'unsupported':
      return <Unsupported field={field} path={path} />;
  }
}

export function Fields({ fields, path }: { fields: FieldSpec[]; path: Path }) {
  return fields.map((field) => <Field key={field.name} field={field} path={[...path, field.name]} />);
}

/** A group of fields (a button, a badge); an optional one is added or removed as a whole. */
function ObjectField({ field, path }: { field: ObjectSpec; path: Path }) {
  const { value } = useSectionForm();
  return getAt(value, path) !== undefined || field.required ? <PresentObject field={field} path={path} /> : <AbsentObject field={field} path={path} />;
}

type ObjectSpec = Extract<FieldSpec, { kind: 'object' }>;

function AbsentObject({ field, path }: { field: ObjectSpec; path: Path }) {
  const { setValue } = useSectionForm();
  const id = fieldId(path);
  return (
    <div className="dev-field dev-field--absent">
      <FieldLabel as="span" id={`${id}-label`} field={field} />
      <Description id={id} field={field} />
      <button id={id} type="button" className="dev-button" onClick={() => setValue(path, newItem(field), id)}>
        Add {field.title.toLowerCase()}
      </button>
    </div>
  );
}

function PresentObject({ field, path }: { field: ObjectSpec; path: Path }) {
  const { setValue } = useSectionForm();
  const id = fieldId(path);
  return (
    <fieldset id={id} tabIndex={-1} className="dev-field dev-group" {...useDescribedBy(id, field)}>
      <FieldLabel as="legend" field={field} />
      <Description id={id} field={field} />
      <Fields fields={field.fields} path={path} />
      {!field.required && (
        <button type="button" className="dev-button dev-button--quiet" onClick={() => setValue(path, undefined, id)}>
          Remove {field.title.toLowerCase()}
        </button>
      )}
      <FieldProblems id={id} />
    </fieldset>
  );
}

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;

/** A list: its items in order, each with Move up, Move down and Remove; "Add …" at the end. */
function ListField({ field, path }: { field: ListSpec; path: Path }) {
  const { value, setValue } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  const items: unknown[] = Array.isArray(current) ? current : [];
  // React keys that follow the items as they move, so a moved item keeps what its fields hold on screen.
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const counter = useRef(items.length);
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const change = (next: unknown[], nextKeys: number[], focus: string) => {
    setKeys(nextKeys);
    setValue(path, next.length > 0 || field.required ? next : undefined, focus);
  };
  const actions: ItemActions = {
    // Focus follows the item, on the button that moves it on (or back, at either end).
    move: (from, to) => change(moveItem(items, from, to), moveItem(keys, from, to), `${fieldId([...path, to])}-${moveControl(from, to, items.length)}`),
    remove: (at) => change(items.toSpliced(at, 1), keys.toSpliced(at, 1), items.length > 1 ? fieldId([...path, Math.min(at, items.length - 2)]) : `${id}-add`),
    add: () => change([...items, newItem(field.item)], [...keys, counter.current++], fieldId([...path, items.length])),
  };
  return (
    <fieldset id={id} tabIndex={-1} className="dev-field dev-list" {...useDescribedBy(id, field)}>
      <FieldLabel as="legend" field={field} />
      <Description id={id} field={field} />
      <ol className="dev-list__items">
        {items.map((_, index) => (
          <li key={keys[index] ?? `new-${index}`}>
            <ListItem field={field} path={path} index={index} count={items.length} actions={actions} />
          </li>
        ))}
      </ol>
      <button id={`${id}-add`} type="button" className="dev-button dev-list__add" disabled={full} onClick={actions.add}>
        Add {field.itemTitle.toLowerCase()}
      </button>
      {full && <p className="dev-field__description">A section has {field.maxItems} at most.</p>}
      <FieldProblems id={id} />
    </fieldset>
  );
}

const moveControl = (from: number, to: number, count: number): 'up' | 'down' => {
  if (to === 0) return 'down';
  if (to === count - 1) return 'up';
  return to < from ? 'up' : 'down';
};

interface ItemActions {
  move: (from: number, to: number) => void;
  remove: (at: number) => void;
  add: () => void;
}

interface ItemProps {
  field: ListSpec;
  /** The list's path. */
  path: Path;
  index: number;
  count: number;
  actions: ItemActions;
}

function ListItem({ field, path: listPath, index, count, actions }: ItemProps) {
  const path = [...listPath, index];
  const id = fieldId(path);
  const name = `${field.itemTitle} ${index + 1}`;
  const button = (action: string, label: string, onClick: () => void, disabled: boolean) => (
    <button
      id={`${id}-${action}`}
      type="button"
      className="dev-button dev-button--small"
      aria-labelledby={`${id}-${action} ${id}-legend`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <fieldset id={id} tabIndex={-1} className="dev-item" {...useDescribedBy(id, {})}>
      <legend id={`${id}-legend`} className="dev-item__legend">
        {name}
      </legend>
      <div className="dev-row dev-item__actions">
        {button('up', 'Move up', () => actions.move(index, index - 1), index === 0)}
        {button('down', 'Move down', () => actions.move(index, index + 1), index === count - 1)}
        {button('remove', 'Remove', () => actions.remove(index), count <= field.minItems)}
      </div>
      {field.item.kind === 'object' ? <Fields fields={field.item.fields} path={path} /> : <Field field={{ ...field.item, title: name }} path={path} />}
      <FieldProblems id={id} />
    </fieldset>
  );
}

function Unsupported({ field, path }: { field: FieldSpec; path: Path }) {
  const { value } = useSectionForm();
  const current = getAt(value, path);
  return (
    <div className="dev-field">
      <FieldLabel as="span" field={field} />
      <p className="dev-field__description">
        This field is edited in the page file{current === undefined ? '.' : ':'} {current !== undefined && <code>{JSON.stringify(current)}</code>}
      </p>
    </div>
  );
}
