import { RegistrationApprovalPage } from '@procure/registration-feature-approval';

export function Component() {
  return <RegistrationApprovalPage />;
}
