import { useTexts } from '../../i18n/use-texts.ts';
import { Section } from '../../kit/Section.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import { CountUp } from './CountUp.tsx';
import './counters.css';

export function Counters({ block }: BlockProps<'counters'>) {
  const { t } = useTexts();
  return (
    <Section heading={block.heading ?? 'common.keyFigures'} hideHeading tone="muted" className="counters">
      <dl className="counters__list">
        {block.items.map((item) => (
          <div key={item.label} className="counter">
            <dt className="counter__label">{t(item.label)}</dt>
            <dd>
              <CountUp value={item.value} suffix={item.suffix ?? ''} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
