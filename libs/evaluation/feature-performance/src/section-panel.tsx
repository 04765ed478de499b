import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled panel of the plan detail (results, progress). */
export function SectionPanel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{title}</Text>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}
