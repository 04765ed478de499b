import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled white panel: the settings pages stack a few of these. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        {title ? (
          <Heading size="sm" as="h2">
            {title}
          </Heading>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
