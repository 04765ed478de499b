import { PERMISSIONS } from '@procure/shared-codes';
import { menuId } from '../demo-ids.ts';

// Menu entries of the purchase-request web pages (issue #6, procurement web). The parent 'procurement'
// (menuId 750) is the procurement server's; this file uses menuId 790–799 of the same range (./README.md).

/** Rows of identitySchema.menuItems for the buyer's purchase-request pages. */
export const procurementWebMenus = [
  {
    id: menuId(790),
    site: 'buyer' as const,
    code: 'procurementMyApply',
    parentCode: 'procurement',
    nameZh: '我的采购申请',
    nameEn: 'My purchase requests',
    path: '/procurement/myApply',
    icon: 'order',
    sort: 20,
    permissionKey: PERMISSIONS.procurementApply,
  },
  {
    id: menuId(791),
    site: 'buyer' as const,
    code: 'procurementOrderTemplate',
    parentCode: 'procurement',
    nameZh: '订单模板',
    nameEn: 'Order templates',
    path: '/procurement/orderTemplate',
    icon: 'order',
    sort: 25,
    permissionKey: PERMISSIONS.procurementApply,
  },
  {
    id: menuId(792),
    site: 'buyer' as const,
    code: 'copyToPurchase',
    // Under the copy-to group (tools/seed/purchasing/message.ts) and its own permission (issue #12 §5).
    parentCode: 'copyTo',
    nameZh: '采购申请',
    nameEn: 'Purchase requests',
    path: '/copyto/purchase',
    icon: 'order',
    sort: 10,
    permissionKey: PERMISSIONS.copyTo,
  },
];
