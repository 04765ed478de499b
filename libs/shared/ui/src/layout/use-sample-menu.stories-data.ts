import { useLingui } from '@lingui/react/macro';
import type { NavMenuItem } from './nav-menu.ts';
import { sampleMenu } from './sample-menu.stories-data.ts';

export function useSampleMenu(): NavMenuItem[] {
  const { t } = useLingui();
  return sampleMenu({
    home: t`Home`,
    procurement: t`Procurement`,
    myApply: t`My purchase requests`,
    pending: t`Pending approval`,
    orders: t`Order list`,
    userSetting: t`Personal settings`,
    address: t`Address settings`,
  });
}
