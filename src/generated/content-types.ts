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
 * Languages of the switcher, in order. Each needs a folder locales/<code>/ with every text.
 *
 * @minItems 1
 */
export type AvailableLanguages = {
  code: LanguageCode;
  label: Label;
}[];
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
 * As displayed; digits, spaces and '+' only.
 */
export type Phone = string;
/**
 * The main contact address, shown in the footer and the mobile menu.
 */
export type Email = string;
/**
 * Address lines, top to bottom.
 *
 * @minItems 1
 */
export type PostalAddress = string[];
/**
 * Text key of the office's name, such as 'Madrid office'.
 */
export type TextKey = string;
/**
 * Address lines, top to bottom.
 *
 * @minItems 1
 */
export type PostalAddress1 = string[];
/**
 * As displayed; digits, spaces and '+' only.
 */
export type Phone1 = string;
/**
 * One or two addresses.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Emails = string[];
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
export type TextKey1 = string;
/**
 * A page of this site: '/' and its route ('/', '/about-us', '/web-services/development'). Web addresses, email and phone links are not allowed here.
 */
export type PageOfThisSite = string;
/**
 * Entries of the main menu, left to right.
 *
 * @minItems 1
 */
export type MainMenu = MenuEntry[];
/**
 * Text key of the button's label.
 */
export type Label1 = string;
/**
 * 'primary' is the filled accent button, 'secondary' the outlined one. Use one primary button per group.
 */
export type Style = 'primary' | 'secondary';
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey2 = string;
/**
 * Which network, so the right icon is shown.
 */
export type Network = 'linkedin' | 'x' | 'github' | 'youtube' | 'instagram' | 'facebook';
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link = string;
/**
 * Links to the company's profiles, shown as icons.
 */
export type SocialLinks = {
  network: Network;
  url: Link;
}[];
/**
 * Text key of the group's heading.
 */
export type TextKey3 = string;
/**
 * Text key of the link's label.
 */
export type TextKey4 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link1 = string;
/**
 * The links, in the order shown.
 *
 * @minItems 1
 */
export type Links = FooterLink[];
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
 * A path on this site's own server (starting with '/') that receives sign-ups as JSON {"email": …}. Leave it out to send sign-ups through EmailJS.
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
export type Image = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey5 = string;
/**
 * The page's address after '#/'. Empty for the home page, lowercase words joined by '-' and '/' for the others. A part starting with ':' is filled from a collection (blog-details/:blogTitle shows one article per file in pages/blog-details/). '*' is the page shown for any unknown address.
 */
export type Route = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey6 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey7 = string;
/**
 * The picture link previews show for this page, in place of the site's (shareImage in site.yaml).
 */
export type ShareImage1 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey8 = string;
/**
 * A page of this site: '/' and its route ('/', '/about-us', '/web-services/development'). Web addresses, email and phone links are not allowed here.
 */
export type PageOfThisSite1 = string;
/**
 * One section of a page. 'type' says which kind; each kind has its own fields (docs/BLOCKS.md).
 */
export type Block =
  | ArticleBody
  | BlogCards
  | CallToAction
  | ContactForm
  | Counters
  | FeatureLists
  | HeroSlider
  | ImageAndText
  | OfficeCards
  | OfficeMap1
  | ServiceCards
  | SkillBars
  | TextSection
  | TitleBanner;
/**
 * Set to false to hide the list of other articles.
 */
export type ShowPopularPosts = boolean;
/**
 * Optional short line shown above the heading, in small capitals.
 */
export type Eyebrow = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey9 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey10 = string;
/**
 * Show only this many of the newest articles. Leave it out to show them all.
 */
export type HowMany = number;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey11 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey12 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey13 = string;
/**
 * One or two buttons, shown side by side.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Buttons = Button[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey14 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey15 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey16 = string;
/**
 * The whole number shown large; it counts up to this value.
 */
export type Number = number;
/**
 * Characters shown right after the number.
 */
export type Suffix = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey17 = string;
/**
 * The figures, left to right (two to four read best).
 *
 * @minItems 1
 * @maxItems 6
 */
export type Figures = Figure[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey18 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey19 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey20 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey21 = string;
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
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey22 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey23 = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image1 = string;
/**
 * Slides in the order shown. Visitors move between them with the arrows or by dragging.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Slides = Slide[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey24 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey25 = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image2 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey26 = string;
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
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey27 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey28 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey29 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey30 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey31 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey32 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey33 = string;
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
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey34 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey35 = string;
/**
 * Where a link goes. A page of this site starts with '/' and names its route ('/', '/about-us', '/web-services/development', '/blog-details/What-is-Industry-4.0'). Other sites start with 'https://'; 'mailto:' and 'tel:' open an email or a phone call.
 */
export type Link2 = string;
/**
 * The cards, in reading order.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Cards = Card[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey36 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey37 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey38 = string;
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
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey39 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey40 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey41 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey42 = string;
/**
 * The text blocks, in reading order (service detail pages use four).
 *
 * @minItems 1
 * @maxItems 8
 */
export type TextBlocks = TextBlock[];
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey43 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey44 = string;
/**
 * Set to false to hide the breadcrumb.
 */
export type ShowBreadcrumb = boolean;
/**
 * The sections of the page, top to bottom. Each starts with '- type:' naming the kind of block; docs/BLOCKS.md lists them all.
 *
 * @minItems 1
 */
export type Blocks = Block[];
/**
 * Year-month-day. The newest articles are listed first.
 */
export type PublicationDate = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey45 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey46 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey47 = string;
/**
 * Path of an image inside the public/ folder, without 'public/' and without '..'. A photo as it comes from a phone or a camera, JPEG, PNG, WebP or AVIF, of any size: the build makes copies of it in AVIF and WebP at a few widths (480, 800, 1200, 1600 and 2400 pixels, never wider than the photo) and each browser downloads the smallest that fills its place. An SVG drawing (for illustrations and icons) is shown as it is. The check warns when a photo is narrower than the widest its place shows it. Where a place crops the photo, its 'imageFocus' field says which part to keep.
 */
export type Image3 = string;
/**
 * The name of a text in locales/<language>/<file>.yaml. The first part is the file name, the rest is the path inside it: 'home.hero.title' is the entry 'hero: title:' of locales/en/home.yaml and locales/es/home.yaml. Every key must exist in both languages.
 */
export type TextKey48 = string;

export interface Content {
  site?: SiteSettings;
  page?: Page;
  article?: BlogArticle;
  block?: Block;
}
/**
 * site.yaml: settings shared by every page — company constants, languages, header menu and footer.
 */
export interface SiteSettings {
  company: Company;
  languages: Languages;
  url?: PublicAddress;
  routing?: PageAddresses;
  shareImage?: ShareImage;
  contact: ContactDetails;
  offices: Offices;
  header: Header;
  footer: Footer;
  forms: Forms;
  map: OfficeMap;
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
/**
 * The one place for the phone number, email and address shown across the site.
 */
export interface ContactDetails {
  phone: Phone;
  email: Email;
  address: PostalAddress;
}
export interface Office {
  name: TextKey;
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
  label: TextKey1;
  link: PageOfThisSite;
}
/**
 * Button shown at the end of the mobile menu, leading to a page of this site.
 */
export interface SupportButton {
  label: Label1;
  link: PageOfThisSite;
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
  heading: TextKey2;
  text: TextKey2;
}
/**
 * The 'Our Services' column: a heading and links to service pages.
 */
export interface OurServicesColumn {
  heading: TextKey3;
  links: Links;
}
export interface FooterLink {
  label: TextKey4;
  link: Link1;
}
/**
 * The 'Useful Links' column: a heading and links such as About Us, Contact and the legal pages.
 */
export interface UsefulLinksColumn {
  heading: TextKey3;
  links: Links;
}
/**
 * The sign-up band above the footer columns: a heading and one sentence.
 */
export interface NewsletterBlock {
  heading: TextKey2;
  text: TextKey2;
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
  pin: Image;
  label: TextKey5;
}
/**
 * Where the pin stands, in decimal degrees.
 */
export interface MapCentre {
  lat: Latitude;
  lng: Longitude;
}
/**
 * One page of the site: its address (route), its title and the blocks it shows, top to bottom. Files live under pages/; the file name does not matter, the route does.
 */
export interface Page {
  route: Route;
  title: TextKey6;
  description?: TextKey7;
  shareImage?: ShareImage1;
  breadcrumbLabel?: TextKey8;
  parent?: PageOfThisSite1;
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
  heading: TextKey9;
  intro?: TextKey10;
  limit?: HowMany;
}
/**
 * A highlighted band with a heading, a sentence and buttons (such as 'Want to work with us?').
 */
export interface CallToAction {
  type: 'call-to-action';
  heading: TextKey11;
  text?: TextKey12;
  actions: Buttons;
}
/**
 * A button-styled link.
 */
export interface Button {
  label: TextKey13;
  link: Link1;
  style?: Style;
}
/**
 * The 'Send Us a Message' form: name, email, phone, subject and message, all required. Where it sends is set under 'forms' in site.yaml.
 */
export interface ContactForm {
  type: 'contact-form';
  eyebrow?: Eyebrow;
  heading: TextKey14;
  intro?: TextKey15;
}
/**
 * A row of large figures with a label each (such as '500+ completed projects'). They count up when scrolled into view, unless the visitor prefers reduced motion.
 */
export interface Counters {
  type: 'counters';
  heading?: TextKey16;
  items: Figures;
}
export interface Figure {
  value: Number;
  suffix?: Suffix;
  label: TextKey17;
}
/**
 * A heading, a short text and one or more lists of linked strengths (the 'Why choose us' section).
 */
export interface FeatureLists {
  type: 'feature-lists';
  eyebrow?: Eyebrow;
  heading: TextKey18;
  intro?: TextKey19;
  lists: Lists;
}
export interface List {
  heading?: TextKey20;
  items: Entries;
}
export interface Entry {
  label: TextKey21;
  link: Link1;
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
  title: TextKey22;
  text: TextKey23;
  image?: Image1;
  actions: Buttons;
}
/**
 * A heading and paragraphs beside an image, with an optional highlight badge (such as '22 years of experience') and an optional button.
 */
export interface ImageAndText {
  type: 'media-text';
  eyebrow?: Eyebrow;
  heading: TextKey24;
  text: TextKey25;
  image?: Image2;
  imageAlt?: TextKey26;
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
  label: TextKey27;
}
/**
 * One card per office listed under 'offices' in site.yaml: name, postal address, phone and emails. Change the offices in site.yaml, not here.
 */
export interface OfficeCards {
  type: 'office-cards';
  eyebrow?: Eyebrow;
  heading: TextKey28;
  intro?: TextKey29;
}
/**
 * The map of the office set under 'map' in site.yaml. It loads from Google only after the visitor presses 'Show map'; until then, and if it cannot load, the place and an 'Open in Google Maps' link stand in its place.
 */
export interface OfficeMap1 {
  type: 'office-map';
  heading: TextKey30;
  intro?: TextKey31;
}
/**
 * A grid of cards, each with an icon, a title, a short text and a 'Read more' link.
 */
export interface ServiceCards {
  type: 'service-cards';
  eyebrow?: Eyebrow;
  heading: TextKey32;
  intro?: TextKey33;
  cards: Cards;
}
export interface Card {
  icon: Icon;
  title: TextKey34;
  text: TextKey35;
  link: Link2;
}
/**
 * A heading, a paragraph and horizontal bars showing a percentage for each skill.
 */
export interface SkillBars {
  type: 'skill-bars';
  eyebrow?: Eyebrow;
  heading: TextKey36;
  text?: TextKey37;
  skills: Skills;
}
export interface Skill {
  label: TextKey38;
  value: Percentage;
}
/**
 * A section heading followed by titled text blocks in a grid (service detail pages use two sections of four).
 */
export interface TextSection {
  type: 'text-section';
  eyebrow?: Eyebrow;
  heading: TextKey39;
  intro?: TextKey40;
  items: TextBlocks;
}
export interface TextBlock {
  icon?: Icon;
  title: TextKey41;
  text: TextKey42;
}
/**
 * The band at the top of an inner page: the page's main heading and its breadcrumb (Home > section > page), worked out from the route.
 */
export interface TitleBanner {
  type: 'title-banner';
  title?: TextKey43;
  text?: TextKey44;
  breadcrumb?: ShowBreadcrumb;
}
/**
 * One blog article. The file name is its address: pages/blog-details/What-is-Industry-4.0.yaml is shown at #/blog-details/What-is-Industry-4.0.
 */
export interface BlogArticle {
  date: PublicationDate;
  title: TextKey45;
  teaser: TextKey46;
  body: TextKey47;
  image: Image3;
  imageAlt: TextKey48;
  imageFocus?: ImageFocus;
}
