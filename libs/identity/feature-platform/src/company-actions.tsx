import { Button, CloseButton, Dialog, HStack, Portal, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFreezeHistory, useSetCompanyFrozen, type PlatformKind } from '@procure/identity-data-access';
import { EmptyState, ReasonDialog, formatInstant, showSuccessToast } from '@procure/shared-ui';

type Company = { id: string; name: string; status: 'active' | 'frozen' };

/** Freeze / unfreeze (with a required reason) and the freeze history of one company of a platform list. */
export function CompanyActions({ kind, company }: { kind: PlatformKind; company: Company }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const setFrozen = useSetCompanyFrozen();
  const freeze = company.status === 'active';
  return (
    <HStack gap="2">
      <Button
        size="xs"
        variant="outline"
        colorPalette={freeze ? 'red' : 'teal'}
        onClick={() => setAsking(true)}
        data-testid={freeze ? 'company-freeze' : 'company-unfreeze'}
      >
        {freeze ? t`Freeze` : t`Unfreeze`}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setShowHistory(true)} data-testid="company-history">
        {t`History`}
      </Button>
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title={freeze ? t`Freeze ${company.name}` : t`Unfreeze ${company.name}`}
        label={
          freeze
            ? t`Reason (its people are signed out and cannot sign in until it is unfrozen)`
            : t`Reason for unfreezing`
        }
        confirmLabel={freeze ? t`Freeze` : t`Unfreeze`}
        required
        tone={freeze ? 'danger' : 'primary'}
        loading={setFrozen.isPending}
        onConfirm={(reason) =>
          setFrozen.mutate(
            { kind, id: company.id, reason, freeze },
            {
              onSuccess: (desc) => {
                showSuccessToast(desc);
                setAsking(false);
              },
              onError: () => setAsking(false),
            },
          )
        }
      />
      {showHistory ? (
        <FreezeHistoryDialog kind={kind} company={company} onClose={() => setShowHistory(false)} />
      ) : null}
    </HStack>
  );
}

function FreezeHistoryDialog(props: { kind: PlatformKind; company: Company; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const history = useFreezeHistory(props.kind, props.company.id);
  return (
    <Dialog.Root open onOpenChange={(e) => (e.open ? undefined : props.onClose())} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Freeze history of ${props.company.name}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {history.isPending ? (
                <Text color="fg.muted">{t`Loading…`}</Text>
              ) : (history.data ?? []).length === 0 ? (
                <EmptyState title={t`Never frozen`} />
              ) : (
                <Table.Root size="sm" data-testid="freeze-history">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Time`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Action`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Operator`}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(history.data ?? []).map((entry) => (
                      <Table.Row key={`${entry.at}-${entry.action}`}>
                        <Table.Cell whiteSpace="nowrap">{formatInstant(entry.at, i18n.locale)}</Table.Cell>
                        <Table.Cell>{entry.action === 'freeze' ? t`Frozen` : t`Unfrozen`}</Table.Cell>
                        <Table.Cell>{entry.reason}</Table.Cell>
                        <Table.Cell>{entry.operatorName}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
