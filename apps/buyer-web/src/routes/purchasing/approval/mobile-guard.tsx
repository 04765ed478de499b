import { Center, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@procure/identity-data-access';
import { PERMISSIONS } from '@procure/shared-codes';
import { RequireAuth, hasPermission, requireAuthLoader } from '@procure/shell-feature-shell';
import type { ReactNode } from 'react';

/** Mobile pages live outside the desktop shell but keep its rules: a session (else /login or the tip page)… */
export const mobileLoader = () => requireAuthLoader();

/** …and the approval permission (the server checks it again on every call). */
export function MobileGuard({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <PermissionGate>{children}</PermissionGate>
    </RequireAuth>
  );
}

function PermissionGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (user.data && !hasPermission(user.data.permissions, PERMISSIONS.procurementApproval)) {
    return (
      <Center minH="100dvh" p="6">
        <Text color="fg.muted" textAlign="center">{t`You have no permission to approve documents.`}</Text>
      </Center>
    );
  }
  return children;
}
