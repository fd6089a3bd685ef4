import { useState } from 'react';
import type { EditModeSite } from '../protocol.ts';
import { MenuDialog } from './MenuDialog.tsx';

/** Edit mode's buttons for what every page shares (docs/EDITING.md#the-menu-and-the-footer-links): the menus. */
export function SiteButtons({ site }: { site: EditModeSite }) {
  const [open, setOpen] = useState<'menu'>();
  return (
    <div className="dev-page-buttons">
      <button type="button" className="dev-button" aria-haspopup="dialog" onClick={() => setOpen('menu')}>
        Menu
      </button>
      {open === 'menu' && <MenuDialog site={site} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
