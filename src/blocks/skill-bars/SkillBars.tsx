import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { FormattedText } from '../../kit/FormattedText.tsx';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './skill-bars.css';

export function SkillBars({ block }: BlockProps<'skill-bars'>) {
  const { t } = useTexts();
  const id = useId();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} className="skill-bars">
      <div className="skill-bars__grid">
        {block.text && <FormattedText textKey={block.text} className="prose" />}
        <ul className="skill-bars__list" role="list">
          {block.skills.map((skill, index) => (
            <li key={skill.label} className="skill">
              <div className="skill__header">
                <span id={`${id}-${index}`}>{t(skill.label)}</span>
                <span aria-hidden="true">{skill.value}%</span>
              </div>
              <div
                className="skill__track"
                role="progressbar"
                aria-labelledby={`${id}-${index}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={skill.value}
                aria-valuetext={`${skill.value}%`}
              >
                <div className="skill__fill" style={{ width: `${skill.value}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
