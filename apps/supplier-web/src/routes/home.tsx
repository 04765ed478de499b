import { Box } from '@chakra-ui/react';
import { SupplierTodoCards } from '@procure/order-feature-supplier';
import { HomePage } from '@procure/shell-feature-shell';

/** The supplier home page: its order to-do cards above the shell's welcome and quick links (issue #13). */
export function Component() {
  return (
    <>
      <Box maxW="6xl" mx="auto">
        <SupplierTodoCards />
      </Box>
      <HomePage />
    </>
  );
}
