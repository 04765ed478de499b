import { Box, DataList, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type KeyFact = { label: string; value: ReactNode };

export type DocumentHeaderProps = {
  /** What the document is, translated ("Purchase order"). */
  kind: string;
  /** The document number, e.g. PO20260315-0001. */
  number: string;
  /** Usually a StatusBadge. */
  status?: ReactNode;
  title?: string;
  facts?: readonly KeyFact[];
  /** Buttons (ActionButton for server calls). */
  actions?: ReactNode;
};

/** The top of a detail page: kind and number, status, the few facts a reader needs first, and actions. */
export function DocumentHeader({ kind, number, status, title, facts = [], actions }: DocumentHeaderProps) {
  return (
    <Box as="header" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
      <Flex gap="4" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontSize="xs" color="fg.muted">
            {kind}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="lg" fontVariantNumeric="tabular-nums" wordBreak="break-all">
              {number}
            </Heading>
            {status}
          </HStack>
          {title ? (
            <Text color="fg.muted" lineClamp={2}>
              {title}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Flex>
      {facts.length > 0 ? (
        <DataList.Root
          orientation="vertical"
          size="sm"
          mt="4"
          display="grid"
          gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }}
          gap="4"
        >
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
                {fact.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : null}
    </Box>
  );
}
