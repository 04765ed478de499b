import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useApprovalAct } from '@procure/approval-data-access';
import { ApprovalProgress } from '@procure/approval-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DetailSection,
  EmptyState,
  HistoryTimeline,
  PageHeader,
  ReasonDialog,
  StatusBadge,
  formatInstant,
  toaster,
} from '@procure/shared-ui';
import { useChangeDetail, vendorKeys } from '@procure/vendor-data-access';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChangeDiffTable } from '@procure/vendor-ui';

const CHANGE_DOC_TYPE = 13; // CODES.documentType.supplierChange
const APPROVING = 2; // CODES.application.approving

/** Buyer `/vendor/change/detail/:id`: a supplier's change, old → new per field; the approver decides here. */
export function ChangeDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const detail = useChangeDetail(id);
  const data = detail.data;
  return (
    <Box>
      <PageHeader
        title={data ? t`Change application ${data.change.code}` : t`Change application`}
        actions={
          data ? (
            <Button asChild variant="outline">
              <Link to={`/vendor/detail/${data.change.vendorId}`}>
                <Trans>Supplier file</Trans>
              </Link>
            </Button>
          ) : null
        }
      />
      {detail.isError ? (
        <EmptyState
          title={t`This change application is not available`}
          description={isApiError(detail.error) ? detail.error.desc : undefined}
        />
      ) : data ? (
        <Stack gap="4">
          <DetailSection
            title={t`Change application`}
            items={[
              { label: t`Supplier`, value: data.change.vendorName },
              { label: t`Status`, value: <StatusBadge set="application" value={data.change.status} /> },
              { label: t`Applicant`, value: data.change.applicantName },
              { label: t`Submitted`, value: formatInstant(data.change.submittedAt, i18n.locale) },
              {
                label: t`Decided`,
                value: data.change.decidedAt ? formatInstant(data.change.decidedAt, i18n.locale) : null,
              },
              { label: t`Reason`, value: data.change.reason, wide: true },
            ]}
          />
          <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
            <ChangeDiffTable changes={data.change.changes} />
          </Box>
          {data.change.status === APPROVING && data.canAct ? <Decision id={id} /> : null}
          {data.progress ? (
            <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
              <ApprovalProgress progress={data.progress} />
            </Box>
          ) : null}
          {data.history.length > 0 ? (
            <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
              <HistoryTimeline
                entries={[...data.history].reverse().map((h) => ({
                  id: h.id,
                  actor: h.actorName,
                  onBehalfOf: h.onBehalfOfName,
                  action: h.action,
                  comment: h.comment,
                  at: h.at,
                }))}
              />
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Approve or reject, for the approver whose task it is (the approval engine checks it again). */
function Decision({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const act = useApprovalAct();
  const [rejecting, setRejecting] = useState(false);
  const run = (action: 'approve' | 'reject', comment?: string) =>
    act.mutate(
      { docType: CHANGE_DOC_TYPE, documentId: id, action, ...(comment ? { comment } : {}) },
      {
        onSuccess: (outcome) => {
          toaster.success({ title: outcome.desc || (action === 'approve' ? t`Approved` : t`Rejected`) });
          setRejecting(false);
          void queryClient.invalidateQueries({ queryKey: vendorKeys.all() });
        },
      },
    );
  return (
    <Alert.Root status="info" data-testid="change-decision">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`Approving applies the new values to the supplier's profile; rejecting keeps the old ones.`}</Alert.Title>
      </Alert.Content>
      <HStack gap="2">
        <Button variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
          <Trans>Reject</Trans>
        </Button>
        <Button colorPalette="brand" loading={act.isPending && !rejecting} onClick={() => run('approve')}>
          <Trans>Approve</Trans>
        </Button>
      </HStack>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t`Reject the change`}
        label={t`Reason for the supplier`}
        confirmLabel={t`Reject`}
        required
        tone="danger"
        loading={act.isPending}
        onConfirm={(reason) => run('reject', reason)}
      />
    </Alert.Root>
  );
}
