import { MobileApprovalDetailPage } from '@procure/approval-feature-inbox';
import { useLocation } from 'react-router';
import { MobileGuard, mobileLoader } from './mobile-guard.tsx';

export const loader = mobileLoader;

export function Component() {
  const base = useLocation().pathname.startsWith('/mobilenew') ? '/mobilenew' : '/mobile';
  return (
    <MobileGuard>
      <MobileApprovalDetailPage base={base} />
    </MobileGuard>
  );
}
