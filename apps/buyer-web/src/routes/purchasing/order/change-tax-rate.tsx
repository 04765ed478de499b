import { TaxRatePage } from '@procure/order-feature-list';

export function Component() {
  return <TaxRatePage />;
}
