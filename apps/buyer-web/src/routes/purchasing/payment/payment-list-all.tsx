import { PaymentListPage } from '@procure/payment-feature-payment';

export function Component() {
  return <PaymentListPage scope="all" />;
}
