import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { useTexts } from '../../i18n/use-texts.ts';
import { useSite } from '../../kit/site-context.ts';
import { useUiText } from '../../i18n/use-ui-text.ts';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './office-cards.css';

/** The offices from site.yaml, so an address or phone number is changed in one place only. */
export function OfficeCards({ block }: BlockProps<'office-cards'>) {
  const { t } = useTexts();
  const ui = useUiText();
  const { site } = useSite();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul role="list" className="office-cards">
        {site.offices.map((office) => (
          <li key={office.name} className="office-card">
            <h3 className="office-card__name">{t(office.name)}</h3>
            <address className="office-card__details">
              <p>
                <IconMapPin size={20} aria-hidden="true" />
                <span>
                  <span className="visually-hidden">{ui('common.address')}: </span>
                  {office.address.map((line) => (
                    <span key={line} className="office-card__line">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p>
                <IconPhone size={20} aria-hidden="true" />
                <a href={`tel:${office.phone.replace(/\s/g, '')}`}>
                  <span className="visually-hidden">{ui('common.phone')}: </span>
                  {office.phone}
                </a>
              </p>
              {office.emails.map((email) => (
                <p key={email}>
                  <IconMail size={20} aria-hidden="true" />
                  <a href={`mailto:${email}`}>
                    <span className="visually-hidden">{ui('common.email')}: </span>
                    {email}
                  </a>
                </p>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </Section>
  );
}
