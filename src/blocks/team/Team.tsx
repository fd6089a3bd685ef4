import { useTexts } from '../../i18n/use-texts.ts';
import { ContentImage } from '../../kit/ContentImage.tsx';
import { Section } from '../../kit/Section.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './team.css';

/** One card per person: the photo (described by the name under it), the name as an h3 (a link to the profile when there is one) and the role. */
export function Team({ block }: BlockProps<'team'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} className="team">
      <ul className="team__list" role="list">
        {block.members.map((member) => (
          <li key={member.name} className="team-member">
            <ContentImage src={member.photo} alt="" className="team-member__photo" />
            <h3 className="team-member__name">{member.link ? <SmartLink href={member.link}>{t(member.name)}</SmartLink> : t(member.name)}</h3>
            <p className="team-member__role">{t(member.role)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
