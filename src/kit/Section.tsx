import { useId, type ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';

interface SectionProps {
  eyebrow?: string | undefined;
  /** Text key of the h2. */
  heading: string;
  intro?: string | undefined;
  /** Visually hide the heading (it stays for screen readers and the outline). */
  hideHeading?: boolean;
  tone?: 'plain' | 'muted';
  className?: string;
  children: ReactNode;
}

/** The frame of every content block: a labelled <section> with an optional eyebrow, an h2 and an intro. */
export function Section({ eyebrow, heading, intro, hideHeading, tone = 'plain', className, children }: SectionProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={`section section--${tone}${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <div className={hideHeading ? 'visually-hidden' : 'section__header'}>
          {eyebrow && <p className="eyebrow">{t(eyebrow)}</p>}
          <h2 id={headingId} className="section__title">
            {t(heading)}
          </h2>
          {intro && <p className="section__intro">{t(intro)}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
