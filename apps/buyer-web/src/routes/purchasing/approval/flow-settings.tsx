import { FlowSettingsPage } from '@procure/approval-feature-flow-settings';

/** `/setting/approvalFlow`: approval flows per document type and approver assignments. */
export function Component() {
  return <FlowSettingsPage />;
}
