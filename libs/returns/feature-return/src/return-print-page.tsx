import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { codeEntry } from '@procure/shared-codes';
import { useReturnDetail } from '@procure/returns-data-access';
import { ReturnLinesTable, trimQty } from '@procure/returns-ui';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, Money, PrintLayout, formatInstant } from '@procure/shared-ui';
import { Link, useParams } from 'react-router';

/** `/SaleReturn/print/:id`: the return as an A4 sheet (screen and print) for the goods that go back. */
export function ReturnPrintPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const query = useReturnDetail('buyer', id);
  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Return not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const status = codeEntry('return', detail.status)?.label;
  const facts: [string, string][] = [
    [t`Order no.`, detail.orderCode],
    [t`Supplier`, detail.vendorName],
    [t`Status`, status ? i18n._(status) : String(detail.status)],
    [t`Created by`, detail.createdByName],
    [t`Created`, formatInstant(detail.createdAt, i18n.locale)],
    [t`Qty returned`, trimQty(detail.totalQty)],
  ];
  return (
    <PrintLayout
      title={t`Return note`}
      companyName={detail.vendorName}
      headerAside={<Text data-testid="return-print-code">{detail.code}</Text>}
      toolbar={
        <Stack direction="row" gap="2">
          <Button asChild size="sm" variant="outline">
            <Link to={`/SaleReturn/detail/${detail.id}`}>{t`Back to the return`}</Link>
          </Button>
          <Button size="sm" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        </Stack>
      }
      footer={
        <SimpleGrid columns={2} gap="8" mt="8">
          <Text>{t`Handed over by (buyer):`}</Text>
          <Text>{t`Received back by (supplier):`}</Text>
        </SimpleGrid>
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Text as="span" color="fg.muted">
                {label}:{' '}
              </Text>
              <Text as="span">{value}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <ReturnLinesTable lines={detail.lines} currency={detail.currency} plain />
        <Text textAlign="end" fontWeight="semibold">
          {t`Return amount`}: <Money value={detail.totalAmount} currency={detail.currency} />
        </Text>
        {detail.remark ? <Text>{t`Remark: ${detail.remark}`}</Text> : null}
      </Stack>
    </PrintLayout>
  );
}
