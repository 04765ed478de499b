import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Copy-to lists (issue #12 §5, spec §2 `/copyto`): their own permission `copyto` (every buyer role), not
// the documents' domain permissions. The purchase list is in procurement-routes.ts; demand has no documents yet.
const meta = (menu: string) => ({ permissionCheck: P.copyTo, activeMenu: [menu] });

export const copyToRoutes: RouteObject[] = [
  page('/copyto/supplier', () => import('./copyto/copied-suppliers.tsx'), meta('copyToSupplier')),
  page('/copyto/supplier/:id', () => import('./copyto/copied-supplier.tsx'), meta('copyToSupplier')),
  page('/copyto/payable', () => import('./copyto/copied-payments.tsx'), meta('copyToPayable')),
  page('/copyto/payable/:id', () => import('./copyto/copied-payment.tsx'), meta('copyToPayable')),
];
