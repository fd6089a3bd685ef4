import {
  IconBrain,
  IconBuilding,
  IconChartBar,
  IconCloud,
  IconCode,
  IconDatabase,
  IconDeviceMobile,
  IconNetwork,
  IconPalette,
  IconRocket,
  IconSearch,
  IconServer,
  IconSettings,
  IconShield,
  IconShoppingCart,
  IconUsers,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import type { Icon as IconName } from '../../generated/content-types.ts';

/** Every icon name the schema allows; the type makes a missing one a compile error. */
export const contentIcons: Record<IconName, TablerIcon> = {
  brain: IconBrain,
  building: IconBuilding,
  'chart-bar': IconChartBar,
  cloud: IconCloud,
  code: IconCode,
  database: IconDatabase,
  'device-mobile': IconDeviceMobile,
  network: IconNetwork,
  palette: IconPalette,
  rocket: IconRocket,
  search: IconSearch,
  server: IconServer,
  settings: IconSettings,
  shield: IconShield,
  'shopping-cart': IconShoppingCart,
  users: IconUsers,
};

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = contentIcons[name];
  return <Component size={size} stroke={1.6} aria-hidden="true" focusable="false" className="icon" />;
}
