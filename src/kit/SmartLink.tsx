import type { ReactNode } from 'react';
import { PageLink } from './PageLink.tsx';
import { useUiText } from '../i18n/use-ui-text.ts';

interface SmartLinkProps {
  /** A link as written in YAML: '/route', 'https://…', 'mailto:…' or 'tel:…'. */
  href: string;
  className?: string;
  children: ReactNode;
}

/** Internal routes become real links to the page (they open in a new tab too); other sites open safely apart. */
export function SmartLink({ href, className, children }: SmartLinkProps) {
  const ui = useUiText();
  if (href.startsWith('/')) {
    return (
      <PageLink to={href} className={className}>
        {children}
      </PageLink>
    );
  }
  if (/^https?:/i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {ui('common.externalLink')}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
