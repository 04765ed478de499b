import { Box, Input, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAssessmentSummary } from '@procure/evaluation-data-access';
import { PageHeader, formatInstant } from '@procure/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router';

// `/vendor/performance/assessment/summary` (issue #17 §5, spec §3 "evaluation detail with summary"): per
// supplier, its submitted assessments: how many, the average, the latest score and grade.

export function AssessmentSummaryPage() {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState('');
  const summary = useAssessmentSummary(keyword.trim());
  const rows = summary.data ?? [];
  return (
    <Box>
      <PageHeader
        title={t`Assessment summary`}
        description={t`Submitted assessments per supplier; void and draft assessments are left out.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Input
          maxW="xs"
          mb="3"
          size="sm"
          aria-label={t`Supplier name`}
          placeholder={t`Supplier name`}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        {rows.length === 0 && !summary.isPending ? (
          <Text color="fg.muted" textStyle="sm">{t`No submitted assessments yet.`}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" variant="outline" data-testid="assessment-summary">
              <Table.Caption captionSide="top" srOnly>
                {t`Assessment summary`}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Assessments`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Average score`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Latest score`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Latest grade`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Latest`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.vendorId}>
                    <Table.Cell>
                      <ChakraLink asChild colorPalette="brand">
                        <Link to={`/vendor/performance/assessment?vendorId=${r.vendorId}`}>
                          {r.vendorName}
                        </Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell>{r.count}</Table.Cell>
                    <Table.Cell>{r.averageScore?.toFixed(2) ?? '—'}</Table.Cell>
                    <Table.Cell>{r.latestScore?.toFixed(2) ?? '—'}</Table.Cell>
                    <Table.Cell>{r.latestGrade ?? '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {r.latestAt ? formatInstant(r.latestAt, i18n.locale) : '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
    </Box>
  );
}
