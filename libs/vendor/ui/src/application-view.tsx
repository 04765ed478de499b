import { Alert, Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ApprovalProgress } from '@procure/approval-ui';
import { DetailSection, HistoryTimeline, StatusBadge } from '@procure/shared-ui';
import type { ApplicationViewData, CategoryName, HistoryEntry, ProgressView } from './types.ts';

type Application = ApplicationViewData;
type History = readonly HistoryEntry[];

/** An application read-only: company, contacts, bank account, categories, then its approval and history. */
export function ApplicationView({
  application,
  categories,
  supplierStatus,
  progress,
  history,
}: {
  application: Application;
  categories: readonly CategoryName[];
  supplierStatus: number | null;
  progress?: ProgressView;
  history: History;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      {application.status === 11 && application.reason ? (
        <Alert.Root status="warning" data-testid="application-returned">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`Returned by the approver`}</Alert.Title>
            <Alert.Description>{application.reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <DetailSection
        title={t`Company`}
        items={[
          { label: t`Application no.`, value: application.code },
          {
            label: t`Application status`,
            value: <StatusBadge set="application" value={application.status} />,
          },
          {
            label: t`Supplier status`,
            value:
              supplierStatus === null ? null : <StatusBadge set="supplierStatus" value={supplierStatus} />,
          },
          { label: t`Company name`, value: application.name },
          { label: t`Unified social credit code`, value: application.socialCreditCode },
          { label: t`Address`, value: application.address, wide: true },
        ]}
      />
      <DetailSection
        title={t`Contact and bank account`}
        items={[
          { label: t`Contact person`, value: application.contactName },
          { label: t`Mobile number`, value: application.contactMobile },
          { label: t`E-mail address`, value: application.contactEmail },
          { label: t`Bank`, value: application.bankName },
          { label: t`Bank account`, value: application.bankAccount },
          { label: t`Categories`, value: categories.map((c) => c.name).join('、'), wide: true },
        ]}
      />
      {progress !== undefined ? (
        <Box as="section" bg="bg" borderWidth="1px" borderRadius="md" px="5" py="4">
          <ApprovalProgress progress={progress} />
        </Box>
      ) : null}
      {history.length > 0 ? (
        <Box
          as="section"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          px="5"
          py="4"
          data-testid="application-history"
        >
          <HistoryTimeline
            entries={[...history].reverse().map((h) => ({
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
  );
}
