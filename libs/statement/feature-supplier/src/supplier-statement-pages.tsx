import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  useDisputeStatement,
  usePostStatementMessage,
  useStatementAction,
  useStatementDetail,
  useStatementPage,
  type StatementListQuery,
} from '@procure/statement-data-access';
import { StatementDocument, useStatementColumns } from '@procure/statement-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  ActionButton,
  DataTable,
  EmptyState,
  FilterBar,
  PageHeader,
  ReasonDialog,
  showSuccessToast,
  useCodeOptions,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';

const S = CODES.statement;
const detailPath = (id: string) => `/statement/detail/${id}`;

const toQuery = (query: ListQuery) =>
  listParams<StatementListQuery>(query, { text: ['keyword'], number: ['status'] });
const useSupplierStatements = (query: StatementListQuery) => useStatementPage('supplier', query);

/** Supplier portal `/statement/list`: the statements the buyer sent to this company (sent and later). */
export function SupplierStatementListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('statement');
  const filters: FilterDef[] = useMemo(
    () => [
      {
        key: 'status',
        label: t`Status`,
        kind: 'select',
        options: statusOptions.filter((option) => option.value !== String(S.draft.code)),
      },
    ],
    [t, statusOptions],
  );
  const { filterBar, table } = useKeysetList(filters, toQuery, useSupplierStatements);
  const columns = useStatementColumns(detailPath, { vendor: false });
  return (
    <Box>
      <PageHeader title={t`Statements to confirm`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Statements to confirm`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `statement-row-${row.code}` })}
          empty={{
            title: t`No statements yet`,
            description: t`Statements of account the buyer sends to your company appear here to confirm or dispute.`,
          }}
          tableKey="statement.supplier"
        />
      </Box>
    </Box>
  );
}

/** Supplier portal `/statement/detail/:id`: confirm or dispute (with a reason) a sent statement; messages. */
export function SupplierStatementDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const query = useStatementDetail('supplier', id);
  const action = useStatementAction();
  const dispute = useDisputeStatement();
  const message = usePostStatementMessage('supplier');
  const [disputing, setDisputing] = useState(false);

  if (query.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        title={t`Statement not found`}
        description={isApiError(query.error) ? query.error.desc : undefined}
      />
    );
  }
  const detail = query.data;
  const actions =
    detail.status === S.sent.code ? (
      <Stack direction="row" gap="2">
        <ActionButton
          size="sm"
          colorPalette="brand"
          data-testid="statement-confirm"
          onAction={async () => {
            const result = await action.mutateAsync({ action: 'confirm', id: detail.id });
            showSuccessToast(result.desc);
          }}
        >
          {t`Confirm statement`}
        </ActionButton>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          data-testid="statement-dispute"
          onClick={() => setDisputing(true)}
        >
          {t`Dispute`}
        </Button>
      </Stack>
    ) : null;
  return (
    <>
      <StatementDocument
        detail={detail}
        actions={actions}
        orderPath={(orderId) => `/order/detail/${orderId}`}
        onSendMessage={async (body) => {
          const result = await message.mutateAsync({ id: detail.id, body });
          showSuccessToast(result.desc);
        }}
        sendingMessage={message.isPending}
      />
      <ReasonDialog
        open={disputing}
        onOpenChange={setDisputing}
        title={t`Dispute statement ${detail.code}`}
        label={t`What does not match`}
        confirmLabel={t`Dispute`}
        required
        tone="danger"
        loading={dispute.isPending}
        onConfirm={(reason) =>
          void dispute.mutateAsync({ id: detail.id, reason }).then((result) => {
            showSuccessToast(result.desc);
            setDisputing(false);
          })
        }
      />
    </>
  );
}
