import { InvoiceWriteOffPage } from '@procure/payment-feature-payment';

export function Component() {
  return <InvoiceWriteOffPage />;
}
