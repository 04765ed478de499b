import { Box, Button, ButtonGroup, HStack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: (string | number | null)[][] };

/**
 * A chart with its text alternative: the chart is one image (role="img", its summary as the accessible
 * name, the SVG inside presentational), and a "Table" view shows the same numbers as a data table.
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
  testId,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useLingui();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const empty = table.rows.length === 0;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      data-testid={testId}
    >
      <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
        <Text as="h2" id={headingId} fontWeight="semibold">
          {title}
        </Text>
        <ButtonGroup size="xs" variant="outline" attached>
          <Button
            aria-pressed={view === 'chart'}
            variant={view === 'chart' ? 'subtle' : 'outline'}
            onClick={() => setView('chart')}
          >
            {t`Chart`}
          </Button>
          <Button
            aria-pressed={view === 'table'}
            variant={view === 'table' ? 'subtle' : 'outline'}
            onClick={() => setView('table')}
            data-testid={`${testId}-table`}
          >
            {t`Table`}
          </Button>
        </ButtonGroup>
      </HStack>
      {empty ? (
        <Text color="fg.muted" textStyle="sm" py="8" textAlign="center">
          {t`No published results in this period.`}
        </Text>
      ) : view === 'chart' ? (
        <Box role="img" aria-label={summary} h="64" data-testid={`${testId}-chart`}>
          {children}
        </Box>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Caption captionSide="top" srOnly>
              {title}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                {table.columns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.rows.map((row, i) => (
                <Table.Row key={i}>
                  {row.map((cell, j) => (
                    <Table.Cell key={j}>{cell ?? '—'}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
