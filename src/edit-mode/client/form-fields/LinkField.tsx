import { useState, type AriaAttributes } from 'react';
import type { EditModeSite } from '../../protocol.ts';
import { useSectionForm } from './form-context.ts';
import { Description, FieldLabel, FieldProblems, useDescribedBy } from './FieldFrame.tsx';
import { fieldId, getAt } from './form-value.ts';
import type { FieldSpec } from './schema-fields.ts';
import type { Path } from '../../../shared/path.ts';

const another = 'another-address';

/** How a link names a page of this site: '/' and its route. */
const linkTo = (route: string): string => `/${route}`;

/** The pages a link can lead to: not the templates of a collection (`blog-details/:slug`) nor the not-found page. */
const linkablePages = (pages: EditModeSite['pages']) => pages.filter((page) => !/[:*]/.test(page.route));

/**
 * Where a link goes: a page of the site, picked by its title and address, or (where the schema
 * allows it) another address: a website, an email or a phone number.
 */
export function LinkField({ field, path }: { field: Extract<FieldSpec, { kind: 'link' }>; path: Path }) {
  const { value, setValue, pages } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  const link = typeof current === 'string' ? current : '';
  const choices = linkablePages(pages);
  const isPage = choices.some((page) => linkTo(page.route) === link);
  const [other, setOther] = useState(!field.pagesOnly && link !== '' && !isPage);
  const described = useDescribedBy(id, field);
  const group = (article: boolean) =>
    choices
      .filter((page) => page.article === article)
      .map((page) => (
        <option key={page.route} value={linkTo(page.route)}>
          {`${page.title || page.route} — ${linkTo(page.route)}`}
        </option>
      ));
  const choose = (chosen: string) => {
    setOther(chosen === another);
    if (chosen === another) setValue(path, isPage ? '' : link);
    else setValue(path, chosen === '' && !field.required ? undefined : chosen);
  };
  return (
    <div className="dev-field">
      <FieldLabel htmlFor={id} id={`${id}-label`} field={field} />
      <Description id={id} field={field} />
      <select
        id={id}
        className="dev-input"
        value={other ? another : isPage ? link : ''}
        aria-required={field.required || undefined}
        {...described}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{field.required ? 'Choose a page' : 'No link'}</option>
        <optgroup label="Pages">{group(false)}</optgroup>
        {choices.some((page) => page.article) && <optgroup label="Articles">{group(true)}</optgroup>}
        {!field.pagesOnly && <option value={another}>Another address…</option>}
      </select>
      {other && <OtherAddress id={id} link={link} aria-labelledby={`${id}-label ${id}-other-label`} {...described} onChange={(next) => setValue(path, next)} />}
      <FieldProblems id={id} />
    </div>
  );
}

/** `aria`: how a form names and describes the box beyond its own label. */
interface OtherProps extends AriaAttributes {
  id: string;
  link: string;
  onChange: (link: string) => void;
}

/** A website, an email or a phone number: a link to no page of the site, under the page picker of `id`. */
export function OtherAddress({ id, link, onChange, ...aria }: OtherProps) {
  return (
    <div className="dev-field__other">
      <label id={`${id}-other-label`} htmlFor={`${id}-other`} className="dev-field__sublabel">
        Another address
      </label>
      <input
        id={`${id}-other`}
        className="dev-input"
        type="text"
        inputMode="url"
        spellCheck={false}
        placeholder="https://…, mailto:… or tel:…"
        value={link}
        {...aria}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
