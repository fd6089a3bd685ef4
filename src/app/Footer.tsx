import { useId, type Ref } from 'react';
import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandGithub from '@tabler/icons-react/dist/esm/icons/IconBrandGithub.mjs';
import IconBrandInstagram from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import IconBrandYoutube from '@tabler/icons-react/dist/esm/icons/IconBrandYoutube.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useTexts } from '../i18n/use-texts.ts';
import { SmartLink } from '../kit/SmartLink.tsx';
import type { Network, OurServicesColumn } from '../generated/content-types.ts';
import { useUiText } from '../i18n/use-ui-text.ts';
import { GoToTop } from './GoToTop.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { useSite } from '../kit/site-context.ts';

const networkIcons: Record<Network, typeof IconBrandX> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  github: IconBrandGithub,
  youtube: IconBrandYoutube,
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
};
const networkNames: Record<Network, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  github: 'GitHub',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/**
 * The site's footer: the newsletter, the company, its links and contact. On the page a visitor
 * opens first it is kept as the build drew it until the visitor reaches it (src/app/SiteFooter.tsx).
 */
export function Footer({ ref }: { ref?: Ref<HTMLElement> }) {
  const { site } = useSite();
  const { t } = useTexts();
  const { footer } = site;
  const newsletterId = useId();

  return (
    <footer ref={ref} className="site-footer">
      <section className="container footer-newsletter" aria-labelledby={newsletterId}>
        <div>
          <h2 id={newsletterId} className="footer-newsletter__title">
            {t(footer.newsletter.heading)}
          </h2>
          <p>{t(footer.newsletter.text)}</p>
        </div>
        <NewsletterForm />
      </section>
      <div className="container footer-grid">
        <FooterAbout />
        <FooterLinks group={footer.services} />
        <FooterLinks group={footer.usefulLinks} />
        <FooterContact />
      </div>
      <div className="container footer-bottom">
        <p>{useUiText()('common.copyright')}</p>
        <GoToTop />
      </div>
    </footer>
  );
}

/** Who the company is, in a sentence, and its social networks. */
function FooterAbout() {
  const { footer } = useSite().site;
  const { t } = useTexts();
  const ui = useUiText();
  const aboutId = useId();
  return (
    <section aria-labelledby={aboutId}>
      <h2 id={aboutId} className="footer-heading">
        {t(footer.about.heading)}
      </h2>
      <p className="footer-about">{t(footer.about.text)}</p>
      <ul role="list" className="social-links" aria-label={ui('common.followUs')}>
        {footer.social.map(({ network, url }) => {
          const NetworkIcon = networkIcons[network];
          return (
            <li key={network}>
              <SmartLink href={url} className="social-links__link">
                <NetworkIcon size={20} aria-hidden="true" />
                <span className="visually-hidden">{networkNames[network]}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The address, phone and email of site.yaml, each named for screen readers. */
function FooterContact() {
  const { contact } = useSite().site;
  const ui = useUiText();
  const contactId = useId();
  return (
    <section aria-labelledby={contactId}>
      <h2 id={contactId} className="footer-heading">
        {ui('common.contactUs')}
      </h2>
      <address className="footer-contact">
        <p>
          <IconMapPin size={18} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{ui('common.address')}: </span>
            {contact.address.join(', ')}
          </span>
        </p>
        <p>
          <IconPhone size={18} aria-hidden="true" />
          <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>
            <span className="visually-hidden">{ui('common.phone')}: </span>
            {contact.phone}
          </a>
        </p>
        <p>
          <IconMail size={18} aria-hidden="true" />
          <a href={`mailto:${contact.email}`}>
            <span className="visually-hidden">{ui('common.email')}: </span>
            {contact.email}
          </a>
        </p>
      </address>
    </section>
  );
}

function FooterLinks({ group }: { group: OurServicesColumn }) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t(group.heading)}
      </h2>
      <ul role="list" className="footer-links">
        {group.links.map((link) => (
          <li key={link.link}>
            <SmartLink href={link.link}>{t(link.label)}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
