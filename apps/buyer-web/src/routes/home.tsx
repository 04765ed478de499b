import { Box } from '@chakra-ui/react';
import { MyTodoCard } from '@procure/approval-feature-inbox';
import { useCurrentUser } from '@procure/identity-data-access';
import { PERMISSIONS } from '@procure/shared-codes';
import { HomePage, hasPermission } from '@procure/shell-feature-shell';

/** The buyer home page: the shell's welcome and quick links, and "My to-do" for approvers (spec §9). */
export function Component() {
  const user = useCurrentUser();
  const canApprove = user.data
    ? hasPermission(user.data.permissions, PERMISSIONS.procurementApproval)
    : false;
  return (
    <>
      {canApprove ? (
        // Same column as the home page below it (HomePage centres itself at 6xl).
        <Box maxW="6xl" mx="auto" mb="6">
          <MyTodoCard />
        </Box>
      ) : null}
      <HomePage />
    </>
  );
}
