import { VendorRiskPage } from '@procure/risk-feature-monitoring';

/** `/monitorin/social/:vendorId`: a supplier's public-opinion records. */
export function Component() {
  return <VendorRiskPage view="social" />;
}
