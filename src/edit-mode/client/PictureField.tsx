import { useRef, useState, type DragEvent } from 'react';
import { Description, FieldLabel, FieldProblems, useDescribedBy } from './form-fields/FieldFrame.tsx';
import { useSectionForm } from './form-fields/form-context.ts';
import { fieldId, getAt, textInputId } from './form-fields/form-value.ts';
import type { ImageFieldSpec } from './form-fields/schema-fields.ts';
import { TextField } from './form-fields/TextField.tsx';
import { uploadImage } from './requests.ts';
import type { Path } from '../../shared/path.ts';

/** What the images folder takes (the `image` definition of schema/definitions.json). */
const pictureTypes = '.jpg,.jpeg,.png,.webp,.avif,.svg';
const isPicture = (name: string) => /\.(jpe?g|png|webp|avif|svg)$/i.test(name);

interface Upload {
  busy?: string;
  error?: string;
  done?: string;
}

/**
 * A picture of the section: the one in use, and a new one chosen or dropped on the field, stored in
 * the images folder under a safe name by the development server. Where the block describes its
 * picture, the description in every language stands right under it, emptied and required once a
 * new picture is chosen (docs/BEHAVIOUR.md#editing-on-the-page).
 */
export function PictureField({ field, path }: { field: ImageFieldSpec; path: Path }) {
  const { value, setValue, setText, markNewPicture, newPictures, languages, focusSoon } = useSectionForm();
  const id = fieldId(path);
  const current = getAt(value, path);
  const picture = typeof current === 'string' && current ? current : undefined;
  const [upload, setUpload] = useState<Upload>({});
  const altPath = [...path.slice(0, -1), field.alt?.name ?? ''];

  const store = async (file: File) => {
    if (!isPicture(file.name)) return setUpload({ error: `${file.name} is not a picture the site can show: choose a JPEG, PNG, WebP, AVIF or SVG file.` });
    setUpload({ busy: `Storing ${file.name}…` });
    const answer = await uploadImage(file, file.name);
    if (answer.status !== 'stored') return setUpload({ error: `${file.name} was not stored: ${answer.message}` });
    setValue(path, answer.path);
    markNewPicture(path);
    // The old picture's description does not describe the new one: it is asked for again.
    if (field.alt) for (const { code } of languages) setText(altPath, code, '');
    setUpload({ done: `Stored as ${answer.path}.${field.alt ? ' Describe it in every language.' : ''}` });
    if (field.alt) focusSoon(textInputId(altPath, languages[0]?.code ?? ''));
  };
  const remove = () => {
    if (field.alt) setValue(altPath, undefined);
    setValue(path, undefined, id);
    setUpload({});
  };

  return (
    <div className="dev-field dev-picture">
      <FieldLabel as="span" id={`${id}-label`} field={field} />
      <Description id={id} field={field} />
      <DropZone field={field} id={id} picture={picture} error={upload.error} onFile={(file) => void store(file)} onRemove={remove} />
      <p role="status" className="dev-picture__status">
        {upload.busy ?? upload.done ?? ''}
      </p>
      {upload.error && (
        <p id={`${id}-upload-problem`} className="dev-field__problem" role="alert">
          {upload.error}
        </p>
      )}
      <FieldProblems id={id} />
      {field.alt && (picture || newPictures.has(id)) && (
        <TextField field={{ ...field.alt, required: field.alt.required || newPictures.has(id) }} path={altPath} />
      )}
    </div>
  );
}

interface ZoneProps {
  field: ImageFieldSpec;
  id: string;
  picture: string | undefined;
  error: string | undefined;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** The picture in use, "Choose picture", and the frame a file can be dropped on, lit while one is dragged over it. */
function DropZone({ field, id, picture, error, onFile, onRemove }: ZoneProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const described = useDescribedBy(id, field)['aria-describedby'];
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={`dev-row dev-picture__zone${dragging ? ' dev-picture__zone--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <CurrentPicture picture={picture} />
      <div className="dev-row">
        <p className="dev-picture__hint" aria-hidden="true">
          {dragging ? 'Drop to use this picture' : 'Drop a picture here, or'}
        </p>
        <button
          id={id}
          type="button"
          className="dev-button"
          aria-labelledby={`${id} ${id}-label`}
          aria-describedby={[described, error && `${id}-upload-problem`].filter(Boolean).join(' ') || undefined}
          onClick={() => input.current?.click()}
        >
          Choose picture
        </button>
        {picture && !field.required && (
          <button id={`${id}-remove`} type="button" className="dev-button dev-button--quiet" aria-labelledby={`${id}-remove ${id}-label`} onClick={onRemove}>
            Remove picture
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept={pictureTypes}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
    </div>
  );
}

function CurrentPicture({ picture }: { picture: string | undefined }) {
  if (!picture) return <p className="dev-picture__none">No picture yet.</p>;
  return (
    <figure className="dev-picture__current">
      <img src={`/${picture}`} alt="" className="dev-picture__image" />
      <figcaption>
        <code>{picture}</code>
      </figcaption>
    </figure>
  );
}
