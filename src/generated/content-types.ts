/* Generated from schema/ and the block folders by `npm run generate`. Do not edit: change the schemas instead. */

/**
 * Shown in the header, the browser tab and the copyright line. Not translated.
 */
export type CompanyName = string;
/**
 * Year in the footer's copyright line.
 */
export type CopyrightYear = number;
/**
 * Language shown to a first-time visitor.
 */
export type DefaultLanguage = string;
/**
 * Two-letter ISO 639-1 code.
 */
export type LanguageCode = string;
/**
 * The language's name in that language, as shown on its button.
 */
export type Label = string;
/**
 * The language and the country its texts are written for, as link previews name it (Open Graph's og:locale): the language code, '_' and the two-letter country code in capitals, such as en_GB or es_ES. Without it, link previews are not told the page's locale.
 */
export type Locale = string;
/**
 * Languages of the switcher, in order. Each needs a folder locales/<code>/ with every text.
 *
 * @minItems 1
 */
export type AvailableLanguages = Language[];
/**
 * The address the site is published at, such as https://www.example.com, or https://example.github.io/site when the site lives in a folder of its host: https:// (or http://), the host name and at most that folder's path, with no user name or password, no '?' or '#', and folder names of letters, digits and - _ . ~ only. Search engines and link previews get each page's full address from it (canonical address, language versions, sitemap, Open Graph). Required with routing: path.
 */
export type PublicAddress = string;
/**
 * How the address of a page looks. 'hash' (the default): /#/about-us; the site works from any static host and any folder with no set-up, but search engines and link previews see only the home page. 'path': /about-us/ and, in the other languages, /es/about-us/; every page of every language is its own HTML file that search engines index and link previews show, with a sitemap.xml and a robots.txt. Needs url.
 */
export type PageAddresses = 'hash' | 'path';
/**
 * The picture link previews (Open Graph, X) show for every page that has none of its own. Shown only when url is set: previews need its full address.
 */
export type ShareImage = string;
/**
 * How many articles a page of the article list (the page whose list of articles has no limit) and of each tag shows, newest first; the older ones are on the next pages (blog/page/2), linked by "Older articles" and "Newer articles".
 */
export type ArticlesPerPage = number;
/**
 * How articles name this tag: lowercase letters and digits, words joined by '-'. It is the last part of the tag page's address (blog/tags/industry-4-0), the same in every language.
 */
export type Id = string;
/**
 * Text key of the tag's name, as the tag list, the article and the tag page's heading show it.
 */
export type Label1 = string;
/**
 * Every tag articles may name, each with its label in every language.
 */
export type Tags = Tag[];
/**
 * How articles name this author: lowercase letters and digits, words joined by '-'.
 */
export type Id1 = string;
/**
 * The name as it is written in every language (not translated).
 */
export type Name = string;
/**
 * Text key of the author's role, such as 'Head of data engineering'.
 */
export type Role = string;
/**
 * A square portrait, shown 48 × 48 pixels (SVG, or WebP of at least 96 × 96 pixels).
 */
export type Photo = string;
/**
 * Everyone articles may name as their author.
 */
export type Authors = Author[];
/**
 * 'full': the whole article, formatted; 'teaser': its teaser only, for readers to follow the link.
 */
export type WhatAnEntryHolds = 'full' | 'teaser';
/**
 * Buttons, links, the active menu entry, icons, bars and the call-to-action band. Readable as text on the background.
 */
export type PrimaryColour = string;
/**
 * The ring around what has keyboard focus, the newsletter's button and the icons on the dark footer. Left out while the primary colour is given, it follows the primary colour: its hue, as light as the site's own accent, so that it is seen on the background and on the dark bands alike.
 */
export type AccentColour = string;
/**
 * Body text; the muted text, borders and lines are lighter shades of it.
 */
export type TextColour = string;
/**
 * Headings, the company name and labels.
 */
export type HeadingColour = string;
/**
 * Behind every page; the tinted sections are shades of it and the primary colour.
 */
export type BackgroundColour = string;
/**
 * Behind the title banner of every page and the footer; their texts are shades of the background colour.
 */
export type DarkBandColour = string;
/**
 * The typeface of every text, served by the site itself (never by a font service): 'inter' (Inter), 'source-sans-3' (Source Sans 3) or 'public-sans' (Public Sans).
 */
export type Font = 'inter' | 'public-sans' | 'source-sans-3';
/**
 * The picture before the company name in the header, drawn 32 pixels high: SVG (with width and height) or WebP, under public/images/.
 */
export type Logo = string;
/**
 * The small picture browsers show on the tab and in bookmarks: favicon.svg at the top of public/, or an SVG, PNG or ICO file under public/images/.
 */
export type Favicon = string;
/**
 * As displayed; digits, spaces and '+' only.
 */
export type Phone = string;
/**
 * The main contact address, shown in the footer and the mobile menu.
 */
export type Email = string;
export type Line = string;
/**
 * Address lines, top to bottom.
 *
 * @minItems 1
 */
export type PostalAddress = Line[];
/**
 * Text key of the office's name, such as 'Madrid office'.
 */
export type Name1 = string;
export type Line1 = string;
/**
 * Address lines, top to bottom.
 *
 * @minItems 1
 */
export type PostalAddress1 = Line1[];
/**
 * As displayed; digits, spaces and '+' only.
 */
export type Phone1 = string;
export type Email1 = string;
/**
 * One or two addresses.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Emails = Email1[];
/**
 * The offices shown on the contact page, in order. Each needs a postal address, a phone and one or two emails.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Offices = Office[];
/**
 * Text key of the entry's label.
 */
export type Label2 = string;
/**
 * A page of this site: '/' and its route ('/', '/about-us', '/web-services/development'). Web addresses, email and phone links are not allowed here.
 */
export type Link = string;
/**
 * Entries of the main menu, left to right.
 *
 * @minItems 1
 */
export type MainMenu = MenuEntry[];
/**
 * Text key of the button's label.
 */
export type Label3 = string;
/**
 * A page of this site: '/' and its route ('/', '/about-us', '/web-services/development'). Web addresses, email and phone links are not allowed here.
 */
export type Link1 = string;
/**
 * 'primary' is the filled accent button, 'secondary' the outlined one. Use one primary button per group.
 */
export type Style = 'primary' | 'secondary';
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type Heading = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type Text = string;
/**
 * Which network, so the right icon is shown.
 */
export type Network = 'linkedin' | 'x' | 'github' | 'youtube' | 'instagram' | 'facebook';
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type ProfileAddress = string;
/**
 * Links to the company's profiles, shown as icons.
 */
export type SocialLinks = Profile[];
/**
 * Text key of the group's heading.
 */
export type Heading1 = string;
/**
 * Text key of the link's label.
 */
export type Label4 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link2 = string;
/**
 * The links, in the order shown.
 *
 * @minItems 1
 */
export type Links = FooterLink[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type Heading2 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type Text1 = string;
/**
 * Account > General > Public key in the EmailJS dashboard.
 */
export type PublicKey = string;
/**
 * Email Services > the id of the service that sends the mail.
 */
export type ServiceId = string;
/**
 * Email Templates > the template that receives contact-form messages (fields user_name, user_email, user_phone, user_subject, message).
 */
export type ContactTemplateId = string;
/**
 * Email Templates > the template that receives newsletter sign-ups (field email).
 */
export type NewsletterTemplateId = string;
/**
 * Only to send through an EmailJS-compatible server other than https://api.emailjs.com. The EMAILJS_ORIGIN environment variable overrides it at build time.
 */
export type APIAddress = string;
/**
 * When true, `npm start` does not send anything: messages are stored as files in the outbox/ folder by a local stand-in for EmailJS. The production build always uses the real provider.
 */
export type LocalOutboxInDevelopment = boolean;
/**
 * A visitor's browser may send at most one message per this many seconds; a faster second send is refused with a clear message.
 */
export type PauseBetweenSends = number;
/**
 * A path on this site's own server, such as /api/newsletter, that receives sign-ups as JSON {"email": …}. Leave it out to send sign-ups through EmailJS.
 */
export type OwnNewsletterEndpoint = string;
/**
 * A browser key restricted to this site's address. May be left empty here and given at build time in the GOOGLE_MAPS_API_KEY environment variable; with no key at all, the contact page shows the address and a link to Google Maps instead of the map.
 */
export type GoogleMapsAPIKey = string;
/**
 * North–south position, -90 to 90.
 */
export type Latitude = number;
/**
 * East–west position, -180 to 180.
 */
export type Longitude = number;
/**
 * 1 shows the world, 12 a city, 18 a street.
 */
export type Zoom = number;
/**
 * Image of the map pin, drawn 50 × 52 pixels.
 */
export type Pin = string;
/**
 * Text key naming the place the pin marks, read by screen readers and used in the 'Open in Google Maps' link.
 */
export type Label5 = string;
/**
 * The address the page had, as a link to it was written: '/' and its old route, such as /about. No page may have it now.
 */
export type OldAddress = string;
/**
 * The page the old address leads to now, as a link to it is written: '/' and its route, such as /about-us.
 */
export type NewAddress = string;
/**
 * Old addresses of pages that have moved, each with the page it leads to now: a visitor or a search engine that comes by the old address is sent on, in every language. npm run move:page -- <old> <new> renames a page and adds its redirect.
 */
export type Redirects = Redirect[];
/**
 * The page's address after '#/'. Empty for the home page, lowercase words joined by '-' and '/' for the others. A part starting with ':' is filled from a collection (blog-details/:blogTitle shows one article per file in pages/blog-details/). '*' is the page shown for any unknown address.
 */
export type Route = string;
/**
 * Text key of the page's name: shown in the browser tab, the title banner and breadcrumbs. On a route with a parameter (blog-details/:blogTitle) each item brings its own title, and this one is shown when the address names no item ("Article not found").
 */
export type Title = string;
/**
 * Text key of a one- or two-sentence summary of the page, used by search engines and link previews.
 */
export type Description = string;
/**
 * The picture link previews show for this page, in place of the site's (shareImage in site.yaml).
 */
export type ShareImage1 = string;
/**
 * Text key of a shorter name used in breadcrumbs, when the title is too long (the home page uses 'common.home').
 */
export type BreadcrumbLabel = string;
/**
 * The page shown before this one in the breadcrumb. Leave it out to use the route: web-services/development has web-services as its parent.
 */
export type ParentPage = string;
/**
 * true for a page no menu, footer or other page links to on purpose: visitors reach it from elsewhere (a campaign, a printed address, an old link). The content check then does not warn that nothing links to it (unlinked-page), and crawlers following links are not expected to find it. It stays in sitemap.xml.
 */
export type Unlisted = boolean;
/**
 * For a page that shows the same content as another page of this site: that page, '/' and its route ('/web-services/design'). Search engines are then told to index that page instead of this one: this page's head names that page's address as canonical (and its addresses in every language), and sitemap.xml leaves this page out. The page named must exist and must not name another page as its own canonical.
 */
export type CanonicalPage = string;
/**
 * One section of a page. 'type' says which kind; each kind has its own fields (docs/BLOCKS.md).
 */
export type Block =
  | ArticleBody
  | BlogCards
  | CallToAction
  | ContactForm
  | Counters
  | QuestionsAndAnswers
  | FeatureLists
  | HeroSlider
  | LogoWall
  | ImageAndText
  | OfficeCards
  | OfficeMap1
  | RichText
  | ServiceCards
  | SkillBars
  | Team
  | Testimonials
  | TextSection
  | TitleBanner
  | Video;
/**
 * Set to false to hide the list of other articles.
 */
export type ShowPopularPosts = boolean;
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow = string;
/**
 * Text key of the section heading.
 */
export type Heading3 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction = string;
/**
 * Show only this many of the newest articles. Leave it out to show them all.
 */
export type HowMany = number;
/**
 * Text key of the heading.
 */
export type Heading4 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Text2 = string;
/**
 * Text key of the button's label.
 */
export type Label6 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link3 = string;
/**
 * 'primary' is the filled accent button, 'secondary' the outlined one. Use one primary button per group.
 */
export type Style1 = 'primary' | 'secondary';
/**
 * One or two buttons, shown side by side.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Buttons = Button[];
/**
 * Text key of the section heading.
 */
export type Heading5 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction1 = string;
/**
 * Text key of an optional heading; when left out the heading is still announced to screen readers from 'common.keyFigures'.
 */
export type Heading6 = string;
/**
 * The whole number shown large; it counts up to this value.
 */
export type Number = number;
/**
 * Characters shown right after the number.
 */
export type Suffix = string;
/**
 * Text key of the words under the figure.
 */
export type Label7 = string;
/**
 * The figures, left to right (two to four read best).
 *
 * @minItems 1
 * @maxItems 6
 */
export type Figures = Figure[];
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow1 = string;
/**
 * Text key of the section heading.
 */
export type Heading7 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction2 = string;
/**
 * Text key of the question, as a visitor would ask it: one line, ending with '?'.
 */
export type Question = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Answer = string;
/**
 * The questions, top to bottom, each with its answer.
 *
 * @minItems 1
 * @maxItems 30
 */
export type Questions = QuestionAndAnswer[];
/**
 * Text key of the section heading.
 */
export type Heading8 = string;
/**
 * Text key of a paragraph under the heading.
 */
export type Introduction3 = string;
/**
 * Text key of the list's own heading.
 */
export type ListHeading = string;
/**
 * Text key of the entry.
 */
export type Label8 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link4 = string;
/**
 * The entries of this list, top to bottom; each is a label and the page it links to.
 *
 * @minItems 1
 */
export type Entries = Entry[];
/**
 * One to three lists, shown side by side on wide screens.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Lists = List[];
/**
 * Text key of the slide's headline.
 */
export type Headline = string;
/**
 * Text key of one or two sentences under the headline.
 */
export type Text3 = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image = string;
/**
 * Slides in the order shown. Visitors move between them with the arrows or by dragging.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Slides = Slide[];
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow2 = string;
/**
 * Text key of the section heading.
 */
export type Heading9 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction4 = string;
/**
 * Text key of the company's name: what screen readers say, and what shows if the picture cannot.
 */
export type Name2 = string;
/**
 * Path of the logo inside public/: SVG (with width and height), on a transparent background, about three times as wide as it is high. Every logo is drawn at the same height.
 */
export type Logo2 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link5 = string;
/**
 * The logos, in reading order: up to six in a row on wide screens, two on phones.
 *
 * @minItems 1
 * @maxItems 24
 */
export type Logos = Logo1[];
/**
 * Text key of the section heading.
 */
export type Heading10 = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Text4 = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image1 = string;
/**
 * Text key describing the image. Required when there is an image.
 */
export type ImageDescription = string;
/**
 * Which part of the photo to keep in sight where its place crops it (a card cuts it to a wide strip, a tall photo is cut to a maximum height): 'top' for faces near the top, 'bottom', 'left', 'right', a corner such as 'top left', or a point as 'across% down%' from the top left corner ('30% 20%'). Leave it out to keep the centre.
 */
export type ImageFocus = string;
/**
 * Which side the image stands on, on wide screens.
 */
export type ImageSide = 'start' | 'end';
/**
 * The number shown large.
 */
export type Figure1 = number;
/**
 * Text key of the words under the figure.
 */
export type Label9 = string;
/**
 * Text key of the section heading.
 */
export type Heading11 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction5 = string;
/**
 * Text key of the section heading.
 */
export type Heading12 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction6 = string;
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow3 = string;
/**
 * Text key of the section heading.
 */
export type Heading13 = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Text5 = string;
/**
 * Text key of the section heading.
 */
export type Heading14 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction7 = string;
/**
 * Name of the icon shown on the card.
 */
export type Icon =
  | 'brain'
  | 'building'
  | 'chart-bar'
  | 'cloud'
  | 'code'
  | 'database'
  | 'device-mobile'
  | 'network'
  | 'palette'
  | 'rocket'
  | 'search'
  | 'server'
  | 'settings'
  | 'shield'
  | 'shopping-cart'
  | 'users';
/**
 * Text key of the card's title.
 */
export type Title1 = string;
/**
 * Text key of two or three sentences.
 */
export type Text6 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link6 = string;
/**
 * The cards, in reading order.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards = Card[];
/**
 * Text key of the section heading.
 */
export type Heading15 = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Text7 = string;
/**
 * Text key of the skill's name.
 */
export type Label10 = string;
/**
 * Whole number from 0 to 100: both the bar's length and the figure shown.
 */
export type Percentage = number;
/**
 * The bars, top to bottom.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Skills = Skill[];
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow4 = string;
/**
 * Text key of the section heading.
 */
export type Heading16 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction8 = string;
/**
 * Path of a square portrait inside public/ (a photo, or an SVG drawing; the same proportions for everyone). It has no description of its own: the name under it says who it is.
 */
export type Photo1 = string;
/**
 * Text key of the person's name.
 */
export type Name3 = string;
/**
 * Text key of the person's role in the team.
 */
export type Role1 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link7 = string;
/**
 * The people, in reading order: four in a row on wide screens, two on phones.
 *
 * @minItems 1
 * @maxItems 40
 */
export type People = Person[];
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow5 = string;
/**
 * Text key of the section heading.
 */
export type Heading17 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction9 = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Quote = string;
/**
 * Text key of the person's name.
 */
export type Name4 = string;
/**
 * Text key of the person's job title.
 */
export type Role2 = string;
/**
 * Text key of the person's company or organisation.
 */
export type Company1 = string;
/**
 * Path of a square portrait inside public/ (a photo, or an SVG drawing), shown small and round beside the name. It has no description of its own: the name beside it says who it is.
 */
export type Photo2 = string;
/**
 * The quotes, in reading order: side by side on wide screens, one under the other on phones. Two or three read best. Write each quote without quotation marks: the page draws them.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Testimonials1 = Testimonial[];
/**
 * Text key of the section heading.
 */
export type Heading18 = string;
/**
 * Text key of a paragraph under the heading.
 */
export type Introduction10 = string;
/**
 * Text key of the block's title.
 */
export type Title2 = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Text8 = string;
/**
 * The text blocks, in reading order (service detail pages use four).
 *
 * @minItems 1
 * @maxItems 8
 */
export type TextBlocks = TextBlock[];
/**
 * Text key of the heading. Leave it out to use the page's title.
 */
export type Heading19 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction11 = string;
/**
 * Set to false to hide the breadcrumb.
 */
export type ShowBreadcrumb = boolean;
/**
 * A video from YouTube or Vimeo, or a video file of the site, behind its poster and a play button: nothing loads until the visitor presses play, and nothing at all from YouTube or Vimeo before that (YouTube plays from youtube-nocookie.com). A file can have captions in each language.
 */
export type Video = {
  type: 'video';
  eyebrow?: Eyebrow6;
  heading: Heading20;
  intro?: Introduction12;
  title?: VideoTitle;
  poster: Poster;
  source: WhereTheVideoIs;
  video: Video1;
  captions?: Captions;
};
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow6 = string;
/**
 * Text key of the section heading.
 */
export type Heading20 = string;
/**
 * Text key of a sentence under the heading.
 */
export type Introduction12 = string;
/**
 * Text key of what the video shows, in a few words: screen readers announce the play button and the player by it. When left out, the heading.
 */
export type VideoTitle = string;
/**
 * Path of the picture shown in the video's place until the visitor presses play (a frame of the video, or an illustration), inside public/images/, 16:9 (such as 1280 × 720). YouTube's and Vimeo's own pictures are not used: they would load from them before the visitor asks.
 */
export type Poster = string;
/**
 * 'youtube' or 'vimeo' for a video published there, 'file' for a video file of this site, under public/media/.
 */
export type WhereTheVideoIs = 'youtube' | 'vimeo' | 'file';
/**
 * Which video: for YouTube its id, the 11 characters after 'v=' in its address (M7lc1UVf-VE in https://www.youtube.com/watch?v=M7lc1UVf-VE); for Vimeo its number (76979871 in https://vimeo.com/76979871); for a file its path inside public/, such as media/welcome.mp4 (MP4 or WebM).
 */
export type Video1 = string;
/**
 * The language of the captions, as a language code: 'en', 'es'.
 */
export type Language1 = string;
/**
 * Path of the WebVTT file inside public/, such as media/welcome.en.vtt.
 */
export type CaptionsFile1 = string;
/**
 * For a video file: its captions, one WebVTT file per language, in public/media/. Each shows in the player's captions menu, named by its language; the one in the language on screen is on at first.
 *
 * @minItems 1
 * @maxItems 10
 */
export type Captions = CaptionsFile[];
/**
 * The sections of the page, top to bottom. Each starts with '- type:' naming the kind of block; docs/BLOCKS.md lists them all.
 *
 * @minItems 1
 */
export type Blocks = Block[];
/**
 * Year-month-day. The newest articles are listed first. A date after today keeps the article out of the build until that day (npm start shows it with a 'Scheduled' badge).
 */
export type PublicationDate = string;
/**
 * Text key of the article's headline.
 */
export type Title3 = string;
/**
 * Text key of the one- or two-sentence summary shown on cards.
 */
export type Teaser = string;
/**
 * Text key of a formatted text. Formatting allowed: **bold**, *italic*, [links](/page), lists (lines starting with '- ' or '1. '), quotes (lines starting with '> '), ## subheadings (### below them), and images from public/: ![what the image shows](images/picture.svg). Leave an empty line between paragraphs. No HTML, and no single '#': the page's title is its only first-level heading.
 */
export type Body = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image2 = string;
/**
 * Text key describing the image for people who cannot see it.
 */
export type ImageDescription1 = string;
/**
 * Year-month-day of the last change worth telling readers about; not before the publication date. The article shows it beside the publication date, and feeds give it as the entry's update.
 */
export type LastUpdated = string;
/**
 * true while the article is being written: npm start shows it with a 'Draft' badge, the build leaves it out everywhere (lists, tags, feeds, sitemap). Delete the line, or write false, to publish it.
 */
export type Draft = boolean;
export type Tag1 = string;
/**
 * Ids of the tags declared under blog: tags: in site.yaml. The article is listed on each tag's page, and shows its tags as links to them.
 *
 * @maxItems 10
 */
export type Tags1 = Tag1[];
/**
 * Which part of the photo to keep in sight where its place crops it (a card cuts it to a wide strip, a tall photo is cut to a maximum height): 'top' for faces near the top, 'bottom', 'left', 'right', a corner such as 'top left', or a point as 'across% down%' from the top left corner ('30% 20%'). Leave it out to keep the centre.
 */
export type ImageFocus1 = string;
export type Author1 = string;
/**
 * Ids of the authors declared under blog: authors: in site.yaml, in the order the article names them.
 *
 * @minItems 1
 * @maxItems 5
 */
export type Authors1 = Author1[];

export interface Content {
  site?: SiteSettings;
  page?: Page;
  article?: BlogArticle;
  block?: Block;
}
/**
 * site.yaml: settings shared by every page — company constants, languages, brand, header menu, footer and redirects.
 */
export interface SiteSettings {
  company: Company;
  languages: Languages;
  url?: PublicAddress;
  routing?: PageAddresses;
  shareImage?: ShareImage;
  blog?: Blog;
  brand?: Brand;
  contact: ContactDetails;
  offices: Offices;
  header: Header;
  footer: Footer;
  forms: Forms;
  map: OfficeMap;
  redirects?: Redirects;
}
/**
 * The company's name and the year of the copyright line.
 */
export interface Company {
  name: CompanyName;
  copyrightYear: CopyrightYear;
}
/**
 * Which languages the site offers and which one a first-time visitor sees.
 */
export interface Languages {
  default: DefaultLanguage;
  available: AvailableLanguages;
}
export interface Language {
  code: LanguageCode;
  label: Label;
  locale?: Locale;
}
/**
 * How the articles are listed: how many a page of the list shows, the tags and the authors articles name, and the RSS and Atom feeds.
 */
export interface Blog {
  pageSize?: ArticlesPerPage;
  tags?: Tags;
  authors?: Authors;
  feeds?: Feeds;
}
/**
 * A subject articles share. Articles name it by its id under 'tags:'; it has a page of its own listing them, and its label in every language.
 */
export interface Tag {
  id: Id;
  label: Label1;
}
/**
 * Someone who writes articles. Articles name them by their id under 'authors:'; the article page shows their photo, name and role.
 */
export interface Author {
  id: Id1;
  name: Name;
  role?: Role;
  photo?: Photo;
}
/**
 * RSS 2.0 and Atom feeds of the published articles, one of each per language (blog/rss.xml, blog/atom.xml, es/blog/rss.xml…), advertised on every page. Leave it out for none. They need the site's public address, url.
 */
export interface Feeds {
  content: WhatAnEntryHolds;
}
/**
 * The site's colours, font, logo and favicon. Leave out any of them to keep the site's own. The content check refuses colours whose text would be hard to read (docs/EDITING.md, 'Change the brand colours').
 */
export interface Brand {
  colors?: Colours;
  font?: Font;
  logo?: Logo;
  favicon?: Favicon;
}
/**
 * The site's few colours; every shade the pages use (hover, tints, borders, muted text) is computed from them. Each is written #rgb, #rrggbb, rgb(…) or hsl(…). The check refuses a colour whose text, or whose buttons' edges, would not stand out enough from what is behind (WCAG AA: 4.5:1 for text, 3:1 for large text and controls), and says which colour nearest to it would.
 */
export interface Colours {
  primary?: PrimaryColour;
  accent?: AccentColour;
  text?: TextColour;
  heading?: HeadingColour;
  background?: BackgroundColour;
  dark?: DarkBandColour;
}
/**
 * The one place for the phone number, email and address shown across the site.
 */
export interface ContactDetails {
  phone: Phone;
  email: Email;
  address: PostalAddress;
}
export interface Office {
  name: Name1;
  address: PostalAddress1;
  phone: Phone1;
  emails: Emails;
}
/**
 * The top bar of every page.
 */
export interface Header {
  menu: MainMenu;
  supportAction: SupportButton;
}
export interface MenuEntry {
  label: Label2;
  link: Link;
}
/**
 * Button shown at the end of the mobile menu, leading to a page of this site.
 */
export interface SupportButton {
  label: Label3;
  link: Link1;
  style?: Style;
}
/**
 * The bottom of every page: newsletter, about text, social links, two link columns and contact details.
 */
export interface Footer {
  about: AboutColumn;
  social: SocialLinks;
  services: OurServicesColumn;
  usefulLinks: UsefulLinksColumn;
  newsletter: NewsletterBlock;
}
/**
 * The 'About us' column: a heading and a short paragraph.
 */
export interface AboutColumn {
  heading: Heading;
  text: Text;
}
export interface Profile {
  network: Network;
  url: ProfileAddress;
}
/**
 * The 'Our Services' column: a heading and links to service pages.
 */
export interface OurServicesColumn {
  heading: Heading1;
  links: Links;
}
export interface FooterLink {
  label: Label4;
  link: Link2;
}
/**
 * The 'Useful Links' column: a heading and links such as About Us, Contact and the legal pages.
 */
export interface UsefulLinksColumn {
  heading: Heading1;
  links: Links;
}
/**
 * The sign-up band above the footer columns: a heading and one sentence.
 */
export interface NewsletterBlock {
  heading: Heading2;
  text: Text1;
}
/**
 * Where the contact form and the newsletter sign-up send. Both use EmailJS (emailjs.com) unless the newsletter names its own endpoint.
 */
export interface Forms {
  emailjs: EmailJSAccount;
  localOutbox: LocalOutboxInDevelopment;
  sendLimitSeconds: PauseBetweenSends;
  newsletterEndpoint?: OwnNewsletterEndpoint;
}
/**
 * The ids from your EmailJS dashboard. They are public by design: EmailJS identifies the site by them.
 */
export interface EmailJSAccount {
  publicKey: PublicKey;
  serviceId: ServiceId;
  contactTemplateId: ContactTemplateId;
  newsletterTemplateId: NewsletterTemplateId;
  origin?: APIAddress;
}
/**
 * The Google map on the contact page. Nothing is requested from Google until the visitor asks to see the map.
 */
export interface OfficeMap {
  apiKey: GoogleMapsAPIKey;
  center: MapCentre;
  zoom: Zoom;
  pin: Pin;
  label: Label5;
}
/**
 * Where the pin stands, in decimal degrees.
 */
export interface MapCentre {
  lat: Latitude;
  lng: Longitude;
}
export interface Redirect {
  from: OldAddress;
  to: NewAddress;
}
/**
 * One page of the site: its address (route), its title and the blocks it shows, top to bottom. Files live under pages/; the file name does not matter, the route does.
 */
export interface Page {
  route: Route;
  title: Title;
  description?: Description;
  shareImage?: ShareImage1;
  breadcrumbLabel?: BreadcrumbLabel;
  parent?: ParentPage;
  unlisted?: Unlisted;
  canonical?: CanonicalPage;
  blocks: Blocks;
}
/**
 * On the page of a route with a parameter (such as blog-details/:blogTitle): the article the address names — image, date and full text — beside a 'Popular Posts' list of the other articles. When the address names no article, a clear 'article not found' message with a link back.
 */
export interface ArticleBody {
  type: 'article-body';
  popularPosts?: ShowPopularPosts;
}
/**
 * Cards of the newest blog articles (image, date, title, teaser, Read more), taken from the article files of the site (such as those in pages/blog-details/). A new article file appears here by itself.
 */
export interface BlogCards {
  type: 'blog-cards';
  eyebrow?: Eyebrow;
  heading: Heading3;
  intro?: Introduction;
  limit?: HowMany;
}
/**
 * A highlighted band with a heading, a sentence and buttons (such as 'Want to work with us?').
 */
export interface CallToAction {
  type: 'call-to-action';
  heading: Heading4;
  text?: Text2;
  actions: Buttons;
}
/**
 * A button-styled link.
 */
export interface Button {
  label: Label6;
  link: Link3;
  style?: Style1;
}
/**
 * The 'Send Us a Message' form: name, email, phone, subject and message, all required. Where it sends is set under 'forms' in site.yaml.
 */
export interface ContactForm {
  type: 'contact-form';
  eyebrow?: Eyebrow;
  heading: Heading5;
  intro?: Introduction1;
}
/**
 * A row of large figures with a label each (such as '500+ completed projects'). They count up when scrolled into view, unless the visitor prefers reduced motion.
 */
export interface Counters {
  type: 'counters';
  heading?: Heading6;
  items: Figures;
}
export interface Figure {
  value: Number;
  suffix?: Suffix;
  label: Label7;
}
/**
 * Frequently asked questions: each question is a line the visitor opens to read its answer and closes again, with the mouse or the keyboard. All start closed; each opens on its own.
 */
export interface QuestionsAndAnswers {
  type: 'faq';
  eyebrow?: Eyebrow1;
  heading: Heading7;
  intro?: Introduction2;
  items: Questions;
}
export interface QuestionAndAnswer {
  question: Question;
  answer: Answer;
}
/**
 * A heading, a short text and one or more lists of linked strengths (the 'Why choose us' section).
 */
export interface FeatureLists {
  type: 'feature-lists';
  eyebrow?: Eyebrow;
  heading: Heading8;
  intro?: Introduction3;
  lists: Lists;
}
export interface List {
  heading?: ListHeading;
  items: Entries;
}
export interface Entry {
  label: Label8;
  link: Link4;
}
/**
 * The large opening band of the home page: one or more slides, each with a headline, a short text and buttons. The first slide's headline is the page's main heading.
 */
export interface HeroSlider {
  type: 'hero-slider';
  slides: Slides;
}
export interface Slide {
  eyebrow?: Eyebrow;
  title: Headline;
  text: Text3;
  image?: Image;
  actions: Buttons;
}
/**
 * The logos of clients or partners in a grid, each described by the company's name, each optionally linked to its website or to a page of this site. Show only the logos of companies that have agreed to it.
 */
export interface LogoWall {
  type: 'logo-wall';
  eyebrow?: Eyebrow2;
  heading: Heading9;
  intro?: Introduction4;
  logos: Logos;
}
export interface Logo1 {
  name: Name2;
  image: Logo2;
  link?: Link5;
}
/**
 * A heading and paragraphs beside an image, with an optional highlight badge (such as '22 years of experience') and an optional button.
 */
export interface ImageAndText {
  type: 'media-text';
  eyebrow?: Eyebrow;
  heading: Heading10;
  text: Text4;
  image?: Image1;
  imageAlt?: ImageDescription;
  imageFocus?: ImageFocus;
  imagePosition?: ImageSide;
  badge?: Badge;
  action?: Button;
}
/**
 * A figure laid over the image.
 */
export interface Badge {
  value: Figure1;
  label: Label9;
}
/**
 * One card per office listed under 'offices' in site.yaml: name, postal address, phone and emails. Change the offices in site.yaml, not here.
 */
export interface OfficeCards {
  type: 'office-cards';
  eyebrow?: Eyebrow;
  heading: Heading11;
  intro?: Introduction5;
}
/**
 * The map of the office set under 'map' in site.yaml. It loads from Google only after the visitor presses 'Show map'; until then, and if it cannot load, the place and an 'Open in Google Maps' link stand in its place.
 */
export interface OfficeMap1 {
  type: 'office-map';
  heading: Heading12;
  intro?: Introduction6;
}
/**
 * A heading and a long text in one readable column: legal pages, policies and other free-form content. Its text is formatted: paragraphs, '## ' subheadings, lists, bold words and links; write it after '|' in the text file to keep its lines and empty lines.
 */
export interface RichText {
  type: 'rich-text';
  eyebrow?: Eyebrow3;
  heading: Heading13;
  body: Text5;
}
/**
 * A grid of cards, each with an icon, a title, a short text and a 'Read more' link.
 */
export interface ServiceCards {
  type: 'service-cards';
  eyebrow?: Eyebrow;
  heading: Heading14;
  intro?: Introduction7;
  cards: Cards;
}
export interface Card {
  icon: Icon;
  title: Title1;
  text: Text6;
  link: Link6;
}
/**
 * A heading, a paragraph and horizontal bars showing a percentage for each skill.
 */
export interface SkillBars {
  type: 'skill-bars';
  eyebrow?: Eyebrow;
  heading: Heading15;
  text?: Text7;
  skills: Skills;
}
export interface Skill {
  label: Label10;
  value: Percentage;
}
/**
 * The people of the team: a photo, a name and a role each, the name optionally linked to a profile (on another website, or a page of this site).
 */
export interface Team {
  type: 'team';
  eyebrow?: Eyebrow4;
  heading: Heading16;
  intro?: Introduction8;
  members: People;
}
export interface Person {
  photo: Photo1;
  name: Name3;
  role: Role1;
  link?: Link7;
}
/**
 * What clients say: each quote with the name, role and company of the person who said it, and an optional photo. Quote only what a client has agreed to publish.
 */
export interface Testimonials {
  type: 'testimonials';
  eyebrow?: Eyebrow5;
  heading: Heading17;
  intro?: Introduction9;
  items: Testimonials1;
}
export interface Testimonial {
  quote: Quote;
  name: Name4;
  role: Role2;
  company: Company1;
  photo?: Photo2;
}
/**
 * A section heading followed by titled text blocks in a grid (service detail pages use two sections of four).
 */
export interface TextSection {
  type: 'text-section';
  eyebrow?: Eyebrow;
  heading: Heading18;
  intro?: Introduction10;
  items: TextBlocks;
}
export interface TextBlock {
  icon?: Icon;
  title: Title2;
  text: Text8;
}
/**
 * The band at the top of an inner page: the page's main heading and its breadcrumb (Home > section > page), worked out from the route.
 */
export interface TitleBanner {
  type: 'title-banner';
  title?: Heading19;
  text?: Introduction11;
  breadcrumb?: ShowBreadcrumb;
}
export interface CaptionsFile {
  language: Language1;
  file: CaptionsFile1;
}
/**
 * One blog article. The file name is its address: pages/blog-details/What-is-Industry-4.0.yaml is shown at #/blog-details/What-is-Industry-4.0.
 */
export interface BlogArticle {
  date: PublicationDate;
  title: Title3;
  teaser: Teaser;
  body: Body;
  image: Image2;
  imageAlt: ImageDescription1;
  updated?: LastUpdated;
  draft?: Draft;
  tags?: Tags1;
  imageFocus?: ImageFocus1;
  authors?: Authors1;
}
