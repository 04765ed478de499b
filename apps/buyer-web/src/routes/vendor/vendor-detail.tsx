import { VendorRiskPanel } from '@procure/risk-feature-monitoring';
import { SupplierFilePage } from '@procure/vendor-feature-profile';
import { useParams } from 'react-router';

/** `/vendor/detail/:id`: the supplier file (vendor) with its risk signals (risk) joined in. */
export function Component() {
  const { id = '' } = useParams();
  return <SupplierFilePage riskPanel={<VendorRiskPanel vendorId={id} />} />;
}
