import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  useReturnDetail,
  useSupplierConfirmReturn,
  useSupplierDisputeReturn,
} from '@procure/returns-data-access';
import { ReturnFiles, ReturnLedgerTable, ReturnLinesTable, trimQty } from '@procure/returns-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  ActionButton,
  DocumentHeader,
  EmptyState,
  HistoryTimeline,
  Money,
  ReasonDialog,
  StatusBadge,
  formatInstant,
  showSuccessToast,
  Panel,
} from '@procure/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

const R = CODES.return;

/** Supplier portal `/return/detail/:id`: a return sent to the supplier; confirm taking the goods back or dispute. */
export function SupplierReturnDetailPage() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const query = useReturnDetail('supplier', id);
  const confirm = useSupplierConfirmReturn();
  const dispute = useSupplierDisputeReturn();
  const [disputing, setDisputing] = useState(false);
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
  const open = detail.status === R.toConfirm.code;
  const actions = (
    <Stack direction="row" gap="2" flexWrap="wrap">
      {open ? (
        <>
          <ActionButton
            size="sm"
            colorPalette="teal"
            data-testid="supplier-return-confirm"
            onAction={async () => {
              const { desc } = await confirm.mutateAsync(detail.id);
              showSuccessToast(desc);
            }}
          >
            {t`Confirm goods taken back`}
          </ActionButton>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            data-testid="supplier-return-dispute"
            onClick={() => setDisputing(true)}
          >
            {t`Dispute`}
          </Button>
        </>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link to="/return/list">{t`Back to returns`}</Link>
      </Button>
    </Stack>
  );
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Return`}
        number={detail.code}
        status={<StatusBadge set="return" value={detail.status} />}
        title={detail.orderCode}
        facts={[
          { label: t`Return amount`, value: <Money value={detail.totalAmount} currency={detail.currency} /> },
          { label: t`Qty returned`, value: trimQty(detail.totalQty) },
          { label: t`Buyer`, value: detail.createdByName },
          { label: t`Sent`, value: detail.sentAt ? formatInstant(detail.sentAt, i18n.locale) : '—' },
        ]}
        actions={actions}
      />
      {detail.status === R.rejected.code && detail.rejectedBy === 'supplier' ? (
        <Text color="fg.error">{t`You disputed this return: ${detail.rejectComment ?? ''}`}</Text>
      ) : null}
      {detail.remark ? <Text>{t`Buyer's remark: ${detail.remark}`}</Text> : null}
      <Panel title={t`Returned lines`}>
        <ReturnLinesTable lines={detail.lines} currency={detail.currency} />
      </Panel>
      <ReturnFiles files={detail.files} />
      <Panel title={t`Order lines: received, returned and payable basis`}>
        <ReturnLedgerTable lines={detail.ledger} currency={detail.currency} />
      </Panel>
      <Panel title={t`History`}>
        <HistoryTimeline
          entries={detail.history.map((entry) => ({
            id: entry.id,
            actor: entry.actorName,
            onBehalfOf: entry.onBehalfOfName,
            action: entry.action,
            comment: entry.comment,
            at: entry.at,
          }))}
        />
      </Panel>
      <ReasonDialog
        open={disputing}
        onOpenChange={setDisputing}
        title={t`Dispute return ${detail.code}`}
        label={t`Comment to the buyer`}
        confirmLabel={t`Send dispute`}
        required
        tone="danger"
        loading={dispute.isPending}
        onConfirm={(comment) =>
          void dispute.mutateAsync({ id: detail.id, comment }).then(({ desc }) => {
            showSuccessToast(desc);
            setDisputing(false);
          })
        }
      />
    </Stack>
  );
}
