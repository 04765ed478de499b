import { Box, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type DetailItem = {
  label: string;
  /** null / undefined / '' show a dash, so an empty value is visibly empty. */
  value: ReactNode;
  /** Long values (addresses, remarks) take the whole row. */
  wide?: boolean;
};

export type DetailSectionProps = {
  title: string;
  items: readonly DetailItem[];
  /** Columns on a wide screen (2 on a narrow one). */
  columns?: 2 | 3 | 4;
  actions?: ReactNode;
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** A titled grid of label / value pairs, the body of every detail page. */
export function DetailSection({ title, items, columns = 3, actions }: DetailSectionProps) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
      <Box display="flex" alignItems="center" justifyContent="space-between" mb="3" gap="2">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {actions}
      </Box>
      <DataList.Root
        orientation="horizontal"
        size="sm"
        display="grid"
        gridTemplateColumns={{
          base: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        }}
        columnGap="6"
        rowGap="3"
      >
        {items.map((item) => (
          <DataList.Item
            key={item.label}
            gridColumn={item.wide ? '1 / -1' : undefined}
            alignItems="flex-start"
          >
            <DataList.ItemLabel minW="24" color="fg.muted">
              {item.label}
            </DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">
              {isEmpty(item.value) ? '—' : item.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
