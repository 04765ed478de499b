import { Box, Button, ButtonGroup, Card, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useRegistrations,
  useReviewRegistration,
  type RegistrationStatus,
  type ReviewInput,
} from '@procure/registration-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, EmptyState, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { RegistrationDetailDialog } from './registration-detail-dialog.tsx';
import { RegistrationStatusBadge, useStatusLabel } from './registration-status-badge.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const FILTERS: (RegistrationStatus | undefined)[] = ['pending', 'approved', 'rejected', undefined];
type Target = { id: string; enterpriseName: string };

/** `/registration-approval`: the operations platform reviews tenant registrations (pending first). */
export function RegistrationApprovalPage() {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  const [status, setStatus] = useState<RegistrationStatus | undefined>('pending');
  const registrations = useRegistrations(status);
  const review = useReviewRegistration();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [approving, setApproving] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const run = async (input: ReviewInput) => {
    try {
      const { desc } = await review.mutateAsync(input);
      showSuccessToast(desc);
    } catch (error) {
      if (!isApiError(error)) throw error; // the client showed the server's message (e.g. already reviewed)
    } finally {
      setApproving(null);
      setRejecting(null);
      setDetailId(null);
    }
  };

  const rows = registrations.data ?? [];
  return (
    <>
      <PageHeader
        title={t`Registration approval`}
        description={t`Tenant registrations submitted through the sign-up page`}
      />
      <ButtonGroup size="sm" attached variant="outline" mb="4" role="group" aria-label={t`Status`}>
        {FILTERS.map((value) => (
          <Button
            key={value ?? 'all'}
            variant={status === value ? 'solid' : 'outline'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {statusLabel(value)}
          </Button>
        ))}
      </ButtonGroup>
      <Card.Root variant="outline">
        {registrations.isPending ? (
          <Stack p="4" gap="3">
            <Skeleton h="8" />
            <Skeleton h="8" />
            <Skeleton h="8" />
          </Stack>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<ClipboardCheck />}
            title={status === 'pending' ? t`No registrations waiting` : t`No registrations`}
            description={t`New tenant registrations will appear here for review.`}
          />
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Enterprise`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Unified social credit code`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Contact`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Administrator username`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Submitted at`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Actions`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => {
                  const target = { id: row.id, enterpriseName: row.enterpriseName };
                  return (
                    <Table.Row key={row.id} data-registration={row.username}>
                      <Table.Cell>
                        <Link as="button" fontWeight="medium" onClick={() => setDetailId(row.id)}>
                          {row.enterpriseName}
                        </Link>
                        <Text color="fg.muted" textStyle="xs">
                          {row.shortName}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontFamily="mono">{row.socialCreditCode}</Table.Cell>
                      <Table.Cell>
                        {row.contactName}
                        <Text color="fg.muted" textStyle="xs">
                          {row.mobile} · {row.email}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{row.username}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {new Date(row.createdAt).toLocaleString(i18n.locale)}
                      </Table.Cell>
                      <Table.Cell>
                        <RegistrationStatusBadge status={row.status} />
                      </Table.Cell>
                      <Table.Cell>
                        <HStack justify="flex-end" gap="1">
                          <Button size="xs" variant="ghost" onClick={() => setDetailId(row.id)}>
                            {t`Details`}
                          </Button>
                          {row.status === 'pending' ? (
                            <>
                              <Button
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                onClick={() => setRejecting(target)}
                              >
                                {t`Reject`}
                              </Button>
                              <Button size="xs" onClick={() => setApproving(target)}>
                                {t`Approve`}
                              </Button>
                            </>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Root>
      <RegistrationDetailDialog
        registrationId={detailId}
        onClose={() => setDetailId(null)}
        onApprove={(r) => setApproving({ id: r.id, enterpriseName: r.enterpriseName })}
        onReject={(r) => setRejecting({ id: r.id, enterpriseName: r.enterpriseName })}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        tone="primary"
        title={t`Approve the registration of ${approving?.enterpriseName ?? ''}?`}
        description={t`The tenant, its administrator account and default roles are created, and the contact is notified.`}
        confirmLabel={t`Approve`}
        loading={review.isPending}
        onConfirm={() => approving && void run({ id: approving.id, decision: 'approve' })}
      />
      <RejectDialog
        enterpriseName={rejecting?.enterpriseName ?? null}
        loading={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && void run({ id: rejecting.id, decision: 'reject', reason })}
      />
    </>
  );
}
