import { VendorRiskPage } from '@procure/risk-feature-monitoring';

/** `/monitorin/risk/:vendorId`: a supplier's risk records. */
export function Component() {
  return <VendorRiskPage view="risk" />;
}
