import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts.ts';
import { ActionButtons } from '../../kit/ActionButtons.tsx';
import type { BlockProps } from '../../renderer/block-props.ts';
import './call-to-action.css';

export function CallToAction({ block }: BlockProps<'call-to-action'>) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className="cta" aria-labelledby={headingId}>
      <div className="container cta__inner">
        <div>
          <h2 id={headingId} className="cta__title">
            {t(block.heading)}
          </h2>
          {block.text && <p className="cta__text">{t(block.text)}</p>}
        </div>
        <ActionButtons actions={block.actions} className="cta__actions" />
      </div>
    </section>
  );
}
