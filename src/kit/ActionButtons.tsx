import { useTexts } from '../i18n/use-texts.ts';
import type { Button } from '../generated/content-types.ts';
import { SmartLink } from './SmartLink.tsx';

export function ActionButtons({ actions, className }: { actions: readonly Button[]; className?: string }) {
  const { t } = useTexts();
  return (
    <div className={`actions${className ? ` ${className}` : ''}`}>
      {actions.map((action) => (
        <SmartLink key={`${action.link}-${action.label}`} href={action.link} className={`button button--${action.style ?? 'primary'}`}>
          {t(action.label)}
        </SmartLink>
      ))}
    </div>
  );
}
