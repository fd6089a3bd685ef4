import { useTexts } from '../../i18n/use-texts.ts';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { Section } from '../../kit/Section.tsx';
import { SmartLink } from '../../kit/SmartLink.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './feature-lists.css';

export function FeatureLists({ block }: BlockProps<'feature-lists'>) {
  const { t } = useTexts();
  return (
    <Section eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div className="feature-lists">
        {block.lists.map((list, index) => (
          <div key={index} className="feature-list">
            {list.heading && <h3 className="feature-list__title">{t(list.heading)}</h3>}
            <ul role="list">
              {list.items.map((item) => (
                <li key={item.link + item.label}>
                  <SmartLink href={item.link} className="feature-list__link">
                    <span>{t(item.label)}</span>
                    <IconArrowRight size={18} stroke={1.8} aria-hidden="true" />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
