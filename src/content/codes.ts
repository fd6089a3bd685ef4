/**
 * Every rule the content check applies, by the stable code its problems carry. Tools (the GitHub
 * annotations, the translation report, the bench) read these codes, never the wording of a
 * message, so messages can be improved freely. Each `rule` says in an editor's words what the rule
 * asks: docs/EDITING.md lists the rules from this table (scripts/generate/editing-rules.ts).
 */
import { textVariableNames } from '../shared/text-variables.ts';
import { formatSize } from '../shared/format-size.ts';
import { contentLimits, formatCount, photoPixelLimitWords } from './limits.ts';
import { misreadStarts } from './needs-quotes.ts';

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

type Rules = Record<string, { severity: 'error' | 'warning' | 'notice'; rule: string }>;

const error = (rule: string) => ({ severity: 'error', rule }) as const;
const warning = (rule: string) => ({ severity: 'warning', rule }) as const;
const notice = (rule: string) => ({ severity: 'notice', rule }) as const;

const readingFiles = {
  'missing-site-file': error('The site needs its settings file, site.yaml, at the top of the site folder.'),
  'yaml-syntax': error('Every file must be valid YAML: spaces for indentation, each field once per group, quotes closed.'),
  'text-needs-quotes': error(
    `A text that starts with a character YAML gives a meaning to (${misreadStarts.join(' ')}), or that contains ": " or " #", must be in double quotes.`,
  ),
  'comment-after-text': warning(
    'A note written after a text on the same line (" # …") is easily taken for part of the text: put notes on a line of their own.',
  ),
  'unsupported-tag': error('YAML tags (a word starting with "!", such as !!binary) are not used in content files.'),
  'file-too-large': error(`A content file may have at most ${formatSize(contentLimits.fileBytes)}.`),
  'text-too-long': error(`A text may have at most ${formatCount(contentLimits.textCharacters)} characters.`),
  'control-character': error(
    'Texts and names hold no invisible control characters (such as U+0000 NULL, U+0007 BELL or U+001B ESCAPE, typed or written as an escape such as "\\a" in double quotes), except tabs and new lines, which a web page shows as spaces.',
  ),
  'too-deep': error(`Groups and lists may be nested at most ${contentLimits.depth} levels deep.`),
  'too-many-aliases': error(`Aliases (*name) may repeat at most ${formatCount(contentLimits.aliasedValues)} values in one file.`),
} as const satisfies Rules;

const fileContents = {
  'unknown-field': error('Only the fields described for a file or block may appear in it; check the spelling of the field name.'),
  'missing-field': error('Every required field of a file or block must be present.'),
  'missing-companion-field': error('Some fields only work together: when one is set, the other must be set too.'),
  'excluded-field': error('Some fields do not go with the value of another: a video from YouTube or Vimeo takes no captions file, for one.'),
  'unknown-block-type': error('A block’s type must be one of the block types listed in docs/BLOCKS.md.'),
  'missing-block-type': error('Every block must start with "- type:" naming its kind.'),
  'wrong-type': error('Each field holds the kind of value it is described with: a text, a whole number, a list, a group of fields, true or false.'),
  'value-not-allowed': error('Some fields accept only a fixed set of values; use one of those listed.'),
  'invalid-format': error(
    'Some texts must have a particular form, such as an email address, a date, a route or an image name ending in .jpg, .png, .webp, .avif or .svg.',
  ),
  'out-of-range': error('A number must lie between the smallest and the largest value its field allows.'),
  'wrong-list-length': error('Some lists need at least, or at most, a certain number of entries.'),
  'wrong-text-length': error('A text may not be empty, nor longer than its field allows.'),
  'invalid-name': error('Names of texts and groups may contain only letters, digits, "-" and "_".'),
  'not-a-text': error('An entry of a text file is either a text or a group of named texts, never a number, a list or true or false.'),
  'empty-text': error('A text is never empty nor only spaces: write it after the colon of its name, in every language.'),
  'reserved-name': error('A text may not take a name that the site’s code gives a meaning of its own, such as __proto__.'),
  'schema-rule': error('A value breaks another rule of its field’s description; the message says which.'),
} as const satisfies Rules;

const pages = {
  'duplicate-route': error('Each page has its own route: two files may not declare the same one.'),
  'missing-home-page': error('The site needs a home page: a file under pages/ with route: "".'),
  'missing-not-found-page': error('The site needs a page for unknown addresses: a file under pages/ with route: "*".'),
  'missing-page-heading': error('Every page has a main heading: one block that draws it, such as a title banner.'),
  'extra-page-heading': error('A page has exactly one main heading: only one of its blocks may draw it.'),
  'invalid-item-name': error('The file name of an article becomes its address, so it may contain only letters, digits, ".", "-" and "_".'),
  'invalid-public-address': error(
    'The public address (url: in site.yaml) is https:// (or http://), the host name and at most the path of the site’s folder: no user name or password, no "?" or "#", and folder names of letters, digits and - _ . ~ only.',
  ),
} as const satisfies Rules;

const languages = {
  'unknown-default-language': error('The default language in site.yaml must be one of its available languages.'),
  'missing-language-folder': error('Every language listed in site.yaml needs its own folder of texts under locales/.'),
} as const satisfies Rules;

const links = {
  'unsafe-link': error('Links may not use a scheme that can run code or hide content in the visitor’s browser, such as javascript: or data:.'),
  'invalid-web-address': error('A link to another website must be a complete web address, such as https://www.example.com/page.'),
  'link-with-hash': error('Links to pages of this site are written without "#": /contact, not #/contact.'),
  'web-address-not-allowed': error(
    'Some fields, such as the entries of the main menu, lead to pages of this site only: their links start with "/", and web addresses go elsewhere.',
  ),
  'unrecognised-link': error('A link is a page of this site (starting with "/"), a web address (https://), an email (mailto:) or a phone number (tel:).'),
  'not-a-site-path': error(
    'A setting that names a path on this site’s own server, such as the newsletter endpoint, starts with a single "/" and holds only letters, digits and . _ ~ - between single slashes: no web address, no "//" at the start, no "\\" and no "%", which would send data to another site.',
  ),
  'link-to-page-part': error('Links lead to whole pages: a part of a page (after "?" or "#") cannot be linked to.'),
  'dead-link': error('A link to this site must lead to a page or an article that exists.'),
  'unlinked-page': warning(
    'Every page is linked from somewhere: the menu, the footer or another page, or it says "unlisted: true" when visitors reach it from elsewhere.',
  ),
  'invalid-canonical': error('A page’s "canonical:" names another page of this site that exists and does not itself name a canonical page.'),
} as const satisfies Rules;

const images = {
  'missing-image': error('Every image named in a file must exist under public/.'),
  'image-outside-public': error('Images are taken from public/ only: a path may not go up a folder with "..", nor name a link to a file elsewhere.'),
  'unreadable-image': error(
    'Every image must be a readable picture of the kind its name says: a JPEG, PNG, WebP or AVIF image, or an SVG drawing with its size; not a web page, a PDF or an empty file saved under that name.',
  ),
  'photo-too-large': error(`A photo may have at most ${photoPixelLimitWords}, the most the build can read to make its copies.`),
  'unsafe-svg': error(
    'Every SVG drawing under public/ may hold only drawing: no scripts, event handlers, embedded pages, animations of links, references to other files or addresses, or styles that load from elsewhere. A drawing opened on its own is a page of the site.',
  ),
  'unused-picture': notice(
    'A picture under public/images/ that no page, article or setting shows is listed, to delete or to use: it is published all the same.',
  ),
  'narrow-image': warning('A photo should have at least as many pixels across as the widest its place on the page shows it, or it looks blurred.'),
  'missing-media': error('Every video and captions file named in a file must exist under public/.'),
  'media-outside-public': error(
    'Videos and captions are taken from public/ only: a path may not go up a folder with "..", nor name a link to a file elsewhere.',
  ),
} as const satisfies Rules;

const texts = {
  'missing-text': error('Every text key a page or site.yaml uses must exist, in every language.'),
  'text-is-group': error('A text key must name one text, not a group of texts.'),
  'missing-control-text': error('The texts of the site’s own controls (menu buttons, form labels, messages) must exist in every language.'),
  'missing-translation': error('Every text exists in every language: a text in one language needs its translation in the others.'),
  'unused-text': warning('A text that no page uses is probably left over: delete it, or use it in a page.'),
  'untranslated-text': warning(
    'The starting texts that npm run new:page and new:article write in the other languages than the default wait for their translation.',
  ),
  'unreadable-translation-state': warning('The record of the state of each translation, locales/translation-state.json, must stay as the tools write it.'),
  'example-text': warning(
    'New sections, pages and articles arrive with example texts, realistic enough to go live unnoticed: each is replaced by the page’s own words.',
  ),
  'unreadable-example-record': warning('The record of which texts are still examples, locales/example-texts.json, must stay as the tools write it.'),
} as const satisfies Rules;

const values = {
  'unknown-variable': error(`A text can only fill in the values the site knows: ${listed(textVariableNames)} (and a few more in the texts of controls).`),
  'spelled-out-constant': error(
    `The company name, phone, email and address are written once, in site.yaml: a text writes ${listed(textVariableNames.filter((name) => name !== 'year'))} instead of spelling them out (the company name must be written {{company}}).`,
  ),
} as const satisfies Rules;

const formatting = {
  'html-in-text': error(
    'Formatted texts are written in Markdown, never in HTML: a tag such as <b> or a comment <!-- … --> is refused, and the message says what to write instead.',
  ),
  'first-level-heading': error(
    'The page’s title is its only first-level heading: a subheading in a text starts with ## (or ### below it), never with a single #.',
  ),
  'heading-too-deep': error('Subheadings in a text start with ## or ###: deeper ones (####) are not used.'),
  'image-not-allowed': error(
    'Images stand only in the formatted texts whose field takes them, such as an article’s body: elsewhere a block shows its picture in a field of its own.',
  ),
  'link-without-words': error('A link in a text needs words to click and to read aloud: [these words](/page).'),
} as const satisfies Rules;

const redirects = {
  'redirect-to-missing-page': error('A redirect leads to a page or an article that exists.'),
  'redirect-from-live-page': error(
    'The old address of a redirect is no page of the site, in any letter case, and does not start with a language code: the page there would never show.',
  ),
  'redirect-loop': error('Redirects may not lead back to where they started (/a → /b → /a).'),
  'redirect-chain': error('A redirect leads straight to a page, never to the old address of another redirect: point it at the last page of the chain.'),
  'duplicate-redirect': error('Each old address has one redirect.'),
} as const satisfies Rules;

const brand = {
  'invalid-colour': error('A brand colour is written as #rgb, #rrggbb, rgb(…) or hsl(…), and is opaque.'),
  'low-contrast': error(
    'Text and the colour behind it differ enough to be read: a contrast of 4.5:1 for text, 3:1 for large text and for the edges of buttons and the focus ring (WCAG AA).',
  ),
} as const satisfies Rules;

const blog = {
  'unknown-tag': error('An article names only tags declared under blog: tags: in site.yaml, each with its label in every language.'),
  'unknown-author': error('An article names only authors declared under blog: authors: in site.yaml.'),
  'duplicate-id': error('Each tag and each author of site.yaml has an id of its own: two may not share one.'),
  'updated-before-date': error('An article is updated after it is published: its updated: date is not before its date:.'),
  'second-article-list': error(
    'One page lists every article (a list of articles with no limit): its pages, its tag pages and its feeds take their addresses from it.',
  ),
  'feeds-need-url': error('Feeds give every article its full address: with feeds: in site.yaml, the site’s public address, url:, must be set too.'),
  'scheduled-article': notice('An article dated after today is left out of the build until that day (npm start shows it); the check says when it appears.'),
} as const satisfies Rules;

/** The rules in groups, as the guide for editors lists them. */
export const ruleGroups: readonly { title: string; rules: Rules }[] = [
  { title: 'Reading the files', rules: readingFiles },
  { title: 'What each file may contain', rules: fileContents },
  { title: 'Pages and addresses', rules: pages },
  { title: 'Languages', rules: languages },
  { title: 'Links', rules: links },
  { title: 'Images, videos and captions', rules: images },
  { title: 'Texts', rules: texts },
  { title: 'Values in texts', rules: values },
  { title: 'Formatted texts', rules: formatting },
  { title: 'Redirects', rules: redirects },
  { title: 'Brand', rules: brand },
  { title: 'Blog', rules: blog },
];

export const problemCodes = {
  ...readingFiles,
  ...fileContents,
  ...pages,
  ...languages,
  ...links,
  ...images,
  ...texts,
  ...values,
  ...formatting,
  ...redirects,
  ...brand,
  ...blog,
};

export type ProblemCode = keyof typeof problemCodes;
export type Severity = (typeof problemCodes)[ProblemCode]['severity'];
