import IconBrain from '@tabler/icons-react/dist/esm/icons/IconBrain.mjs';
import IconBuilding from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconCloud from '@tabler/icons-react/dist/esm/icons/IconCloud.mjs';
import IconCode from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';
import IconDatabase from '@tabler/icons-react/dist/esm/icons/IconDatabase.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import IconNetwork from '@tabler/icons-react/dist/esm/icons/IconNetwork.mjs';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconServer from '@tabler/icons-react/dist/esm/icons/IconServer.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShield from '@tabler/icons-react/dist/esm/icons/IconShield.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import type { Icon as TablerIcon } from '@tabler/icons-react';
import type { Icon as IconName } from '../generated/content-types.ts';

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
