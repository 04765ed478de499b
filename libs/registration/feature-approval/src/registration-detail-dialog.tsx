import { Button, CloseButton, Dialog, Grid, GridItem, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRegistration, type RegistrationDetail } from '@procure/registration-data-access';
import { RegistrationStatusBadge } from './registration-status-badge.tsx';

export type RegistrationDetailDialogProps = {
  registrationId: string | null;
  onClose: () => void;
  onApprove: (registration: RegistrationDetail) => void;
  onReject: (registration: RegistrationDetail) => void;
};

/** Every field of one registration, the review result, and the review actions while pending. */
export function RegistrationDetailDialog({
  registrationId,
  onClose,
  onApprove,
  onReject,
}: RegistrationDetailDialogProps) {
  const { t, i18n } = useLingui();
  const detail = useRegistration(registrationId);
  const row = detail.data;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.locale) : '—');
  const rows: [string, ReactNode][] = row
    ? [
        [t`Enterprise name`, row.enterpriseName],
        [t`Short name`, row.shortName],
        [t`Unified social credit code`, row.socialCreditCode],
        [t`Contact name`, row.contactName],
        [t`Mobile`, row.mobile],
        [t`E-mail`, row.email],
        [t`Administrator username`, row.username],
        [t`Submitted at`, when(row.createdAt)],
        [t`Status`, <RegistrationStatusBadge key="status" status={row.status} />],
        ...(row.status === 'pending'
          ? []
          : ([[t`Reviewed at`, when(row.reviewedAt)]] as [string, ReactNode][])),
        ...(row.reason ? ([[t`Reason`, row.reason]] as [string, ReactNode][]) : []),
      ]
    : [];
  return (
    <Dialog.Root
      open={registrationId !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Registration details`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {row ? (
                <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap="2">
                  {rows.map(([label, value]) => (
                    <GridItem key={label} display="contents">
                      <Text color="fg.muted" textStyle="sm">
                        {label}
                      </Text>
                      <Text as="div" textStyle="sm" wordBreak="break-word">
                        {value}
                      </Text>
                    </GridItem>
                  ))}
                </Grid>
              ) : (
                <Skeleton h="48" />
              )}
            </Dialog.Body>
            {row?.status === 'pending' ? (
              <Dialog.Footer>
                <Button variant="outline" colorPalette="red" onClick={() => onReject(row)}>
                  {t`Reject`}
                </Button>
                <Button onClick={() => onApprove(row)}>{t`Approve`}</Button>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
