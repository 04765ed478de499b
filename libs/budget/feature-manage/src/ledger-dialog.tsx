import { Badge, CloseButton, Dialog, Portal, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBudgetDetail } from '@procure/budget-data-access';
import { Money } from '@procure/shared-ui';

/** A budget's ledger: every document that reserved, committed, released or spent it. */
export function LedgerDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useBudgetDetail(id);
  const kinds: Record<string, string> = {
    reserved: t`Reserved`,
    committed: t`Committed`,
    released: t`Released`,
    spent: t`Spent`,
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => (!e.open ? onClose() : undefined)}
      size="xl"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Ledger: {detail.data?.budget.name ?? ''}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Time</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Document</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Movement</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Amount</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(detail.data?.entries ?? []).map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell>{new Date(e.at).toLocaleString()}</Table.Cell>
                      <Table.Cell>
                        {e.docType} {e.documentId.slice(0, 8)}
                      </Table.Cell>
                      <Table.Cell>
                        {kinds[e.kind]}{' '}
                        {e.overBudget ? (
                          <Badge colorPalette="red">
                            <Trans>Over budget (confirmed)</Trans>
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Money value={e.amount} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                  {detail.data && detail.data.entries.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={4} color="fg.muted">
                        <Trans>No documents have used this budget yet</Trans>
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
