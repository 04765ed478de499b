import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PanelProps {
  title: string;
  /** Put at the end of the title row (a button, a total, a filter). */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A titled block of a document page (lines, history, files): the panel surface with an h2 title. */
export function Panel({ title, aside, testId, children }: PanelProps) {
  return (
    <Box data-testid={testId} bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Stack direction="row" align="center" mb="3">
        <Text as="h2" fontWeight="semibold">
          {title}
        </Text>
        {aside ? <Box ms="auto">{aside}</Box> : null}
      </Stack>
      {children}
    </Box>
  );
}
