import { MessageDetailPage } from '@procure/message-feature-center';
import { matchPath } from 'react-router';

// The pages of this portal a message may open. A message's link is a path of the recipient's portal;
// one that is not a supplier page (a buyer path, an outside URL) is shown without its button.
const SUPPLIER_LINK_PATTERNS = [
  '/order/detail/:id',
  '/order/delivery/:id',
  '/return/detail/:id',
  '/receive/detail/:id',
  '/invoice/detail/:id',
  '/invoiceRequest/detail/:id',
  '/payment/detail/:id',
  '/statement/detail/:id',
  '/performance/result/detail/:id',
  '/vdQualification',
  '/vdProfile',
  '/vdCustomer',
  '/vdApplication',
  '/messageCenter/index',
] as const;

export function isSupplierLink(link: string): boolean {
  const path = link.split(/[?#]/)[0] ?? '';
  return SUPPLIER_LINK_PATTERNS.some((pattern) => matchPath(pattern, path) !== null);
}

export function Component() {
  return <MessageDetailPage isLinkShown={isSupplierLink} />;
}
