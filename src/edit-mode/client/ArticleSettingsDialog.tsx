import { useEffect, useId, useState } from 'react';
import { useSite } from '../../kit/site-context.ts';
import { addressOf, locationOfPath, type Addressing } from '../../routing/addresses.ts';
import type { EditModeArticle, EditModeArticleSettings, EditModeSite } from '../protocol.ts';
import { ModalDialog } from './form-fields/ModalDialog.tsx';
import { LanguageTexts, PictureUpload } from './PageSettingsDialog.tsx';
import { getArticle, save } from './requests.ts';
import { NoticeDialog, SaveForm, saveProblem } from './SaveFooter.tsx';

/** The address of the page on screen, as the site names its pages (`articles/cloud-costs`). */
const routeInAddressBar = (site: Addressing): string =>
  addressOf(site.routing === 'path' ? locationOfPath(window.location.pathname, site) : window.location.hash.replace(/^#/, ''), site).route;

/**
 * Article settings (docs/EDITING.md#article-settings): the article on screen's publication date
 * (a later day schedules it), draft, teaser, picture and its description in every language, tags
 * (new ones named in every language) and authors. Saved together, checked.
 */
export function ArticleSettingsDialog({ site, onClose }: { site: EditModeSite; onClose: () => void }) {
  const { site: addressing } = useSite();
  const [route] = useState(() => routeInAddressBar(addressing));
  const isArticle = site.pages.some((page) => page.article && page.route === route);
  const [article, setArticle] = useState<EditModeArticle>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (isArticle) getArticle(route).then(setArticle, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [isArticle, route]);
  if (!article)
    return (
      <NoticeDialog title="Article settings" onClose={onClose}>
        {problem ?? (isArticle ? 'Reading the article’s settings…' : 'No article is on screen: open the article, then Article settings.')}
      </NoticeDialog>
    );
  return <ArticleForm site={site} article={article} onClose={onClose} />;
}

function ArticleForm({ site, article, onClose }: { site: EditModeSite; article: EditModeArticle; onClose: () => void }) {
  const [settings, setSettings] = useState<EditModeArticleSettings>(() => {
    const { date, draft, teaser, image, imageAlt, tags, authors } = article;
    return { date, draft, teaser, image, imageAlt, tags, authors };
  });
  const [newTags, setNewTags] = useState<Record<string, string>[]>([]);
  const [state, setState] = useState<{ problem?: string; busy?: boolean }>({});
  const id = useId();
  const set = (change: Partial<EditModeArticleSettings>) => setSettings((current) => ({ ...current, ...change }));
  const submit = async () => {
    setState({ busy: true });
    const answer = await save([{ kind: 'set-article', route: article.route, ...settings, ...(newTags.length > 0 ? { newTags } : {}) }], article.versions);
    if (answer.status === 'saved') return onClose();
    setState({ problem: saveProblem(answer) });
  };
  return (
    <ModalDialog title="Article settings" subtitle={`Written in ${article.file}`} onClose={onClose}>
      <SaveForm {...state} onSubmit={submit} onCancel={onClose}>
        <DateFields id={`${id}-date`} date={settings.date} draft={settings.draft} onChange={set} />
        <LanguageTexts
          name="Teaser"
          description="One or two sentences the article's card shows."
          multiline
          site={site}
          texts={settings.teaser}
          onChange={(teaser) => set({ teaser })}
        />
        <ArticlePicture id={`${id}-picture`} site={site} settings={settings} onChange={set} />
        <Choices
          legend="Tags"
          choices={article.tagChoices.map(({ id: value, label }) => ({ value, label }))}
          chosen={settings.tags}
          onChange={(tags) => set({ tags })}
        />
        <NewTags site={site} tags={newTags} onChange={setNewTags} />
        <Choices
          legend="Authors"
          choices={article.authorChoices.map(({ id: value, name }) => ({ value, label: name }))}
          chosen={settings.authors}
          onChange={(authors) => set({ authors })}
        />
      </SaveForm>
    </ModalDialog>
  );
}

function DateFields({ id, date, draft, onChange }: { id: string; date: string; draft: boolean; onChange: (change: Partial<EditModeArticleSettings>) => void }) {
  return (
    <>
      <div className="dev-field">
        <label htmlFor={id} className="dev-field__label">
          Publication date
        </label>
        <p id={`${id}-description`} className="dev-field__description">
          A day after today schedules the article: the published site shows it from that day on (its next build).
        </p>
        <input
          id={id}
          className="dev-input dev-input--short"
          type="date"
          aria-required="true"
          aria-describedby={`${id}-description`}
          value={date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
      </div>
      <div className="dev-field dev-field--check">
        <input
          id={`${id}-draft`}
          className="dev-check"
          type="checkbox"
          checked={draft}
          aria-describedby={`${id}-draft-description`}
          onChange={(event) => onChange({ draft: event.target.checked })}
        />
        <label htmlFor={`${id}-draft`} className="dev-field__label">
          Draft
        </label>
        <p id={`${id}-draft-description`} className="dev-field__description">
          Still being written: shown here with a “Draft” badge, left out of the published site.
        </p>
      </div>
    </>
  );
}

interface PictureProps {
  id: string;
  site: EditModeSite;
  settings: EditModeArticleSettings;
  onChange: (change: Partial<EditModeArticleSettings>) => void;
}

/** The article's picture and what it shows; a new picture asks for its description again, in every language. */
function ArticlePicture({ id, site, settings, onChange }: PictureProps) {
  return (
    <>
      <div className="dev-field">
        <label htmlFor={id} className="dev-field__label">
          Picture
        </label>
        <p id={`${id}-description`} className="dev-field__description">{`Shown at the top of the article and on its card. Now: ${settings.image}.`}</p>
        <PictureUpload
          id={id}
          accept=".jpg,.jpeg,.png,.webp,.avif,.svg"
          describedBy={`${id}-description`}
          onStored={(path) => {
            onChange({ image: path, imageAlt: Object.fromEntries(site.languages.map(({ code }) => [code, ''])) });
            return `Stored as ${path}. Describe it in every language.`;
          }}
        />
      </div>
      <LanguageTexts
        name="Picture description"
        description="What the picture shows, for visitors who cannot see it."
        site={site}
        texts={settings.imageAlt}
        onChange={(imageAlt) => onChange({ imageAlt })}
      />
    </>
  );
}

interface ChoicesProps {
  legend: string;
  choices: { value: string; label: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

/** Checkboxes, one per choice; the chosen ones kept in the order of the choices. */
function Choices({ legend, choices, chosen, onChange }: ChoicesProps) {
  const id = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(choices.map((choice) => choice.value).filter((other) => (other === value ? on : chosen.includes(other))));
  return (
    <fieldset className="dev-choices">
      <legend className="dev-field__label">{legend}</legend>
      <div className="dev-choices__options">
        {choices.map(({ value, label }) => (
          <div key={value} className="dev-field dev-field--check">
            <input
              id={`${id}-${value}`}
              className="dev-check"
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            <label htmlFor={`${id}-${value}`}>{label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Tags the blog does not have yet, each named in every language; saved, they are the blog's and this article's. */
function NewTags({ site, tags, onChange }: { site: EditModeSite; tags: Record<string, string>[]; onChange: (tags: Record<string, string>[]) => void }) {
  return (
    <div className="dev-field">
      {tags.map((tag, index) => (
        <LanguageTexts
          key={index}
          name={`New tag ${index + 1}`}
          description="Its name in every language; it is added to the blog's tags and to this article."
          site={site}
          texts={tag}
          onChange={(next) => onChange(tags.map((other, at) => (at === index ? next : other)))}
        />
      ))}
      <button
        type="button"
        className="dev-button dev-list__add"
        onClick={() => onChange([...tags, Object.fromEntries(site.languages.map(({ code }) => [code, '']))])}
      >
        Add a new tag
      </button>
    </div>
  );
}
