import {
  Box,
  Button,
  Container,
  Field,
  HStack,
  Heading,
  IconButton,
  Separator,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApprovalAct, useApprovalDocument } from '@procure/approval-data-access';
import { isApiError } from '@procure/shared-api-client';
import { EmptyState, HistoryTimeline, Money, formatInstant, showSuccessToast } from '@procure/shared-ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { COMMENT_MAX, hasAmount, type DocumentView } from './inbox-types.ts';
import { DecisionBudget, DecisionComments, DecisionFiles, LastPriceNote } from './decision-summary.tsx';

/**
 * /mobile/detail/:docType/:id (and /mobilenew/…): the one-screen decision summary (amount, budget before
 * and after, last price per line, attachments, previous approvers' comments), history, approve / reject.
 */
export function MobileApprovalDetailPage({ base }: { base: '/mobile' | '/mobilenew' }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { docType = '', id = '' } = useParams();
  const view = useApprovalDocument(Number(docType), id);
  const act = useApprovalAct();
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const doc = view.data as DocumentView | undefined;

  const commentError =
    rejecting && comment.trim() === ''
      ? t`Give a reason for the rejection`
      : comment.length > COMMENT_MAX
        ? t`At most ${COMMENT_MAX} characters`
        : undefined;
  const run = (action: 'approve' | 'reject') => {
    if (action === 'reject' && !rejecting) return setRejecting(true);
    if (commentError) return;
    act.mutate(
      {
        docType: Number(docType),
        documentId: id,
        action,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      },
      {
        onSuccess: () => {
          showSuccessToast(action === 'approve' ? t`Approved` : t`Rejected`);
          void navigate(base, { replace: true });
        },
      },
    );
  };

  return (
    <Box minH="100dvh" bg="bg.subtle" pb="40">
      <HStack bg="brand.solid" color="brand.contrast" px="2" py="3" position="sticky" top="0" zIndex="1">
        <IconButton
          aria-label={t`Back`}
          variant="ghost"
          color="inherit"
          size="lg"
          onClick={() => void navigate(base)}
        >
          <ArrowLeft />
        </IconButton>
        <Heading size="md" lineClamp={1}>
          {doc?.summary.title ?? t`Approval`}
        </Heading>
      </HStack>
      <Container px="3" py="3" maxW="lg">
        {view.isPending ? (
          <Stack gap="3">
            <Skeleton h="32" rounded="lg" />
            <Skeleton h="40" rounded="lg" />
          </Stack>
        ) : view.isError || !doc ? (
          <EmptyState title={t`This document is not available`} />
        ) : (
          <Stack gap="3">
            <Box bg="bg" rounded="lg" p="4" data-testid="mobile-summary">
              <Text color="fg.muted" textStyle="sm">
                {doc.summary.code}
              </Text>
              {hasAmount(Number(docType)) ? (
                <Money
                  value={doc.summary.amount}
                  currency={doc.summary.currency}
                  textStyle="2xl"
                  fontWeight="bold"
                />
              ) : null}
              <Stack gap="1" mt="2" textStyle="sm">
                <HStack justify="space-between">
                  <Text color="fg.muted">{t`Applicant`}</Text>
                  <Text>{doc.summary.applicantName}</Text>
                </HStack>
                {doc.summary.submittedAt ? (
                  <HStack justify="space-between">
                    <Text color="fg.muted">{t`Submitted`}</Text>
                    <Text>{formatInstant(doc.summary.submittedAt, i18n.locale)}</Text>
                  </HStack>
                ) : null}
                {doc.myTask.onBehalfOfName ? (
                  <Text color="orange.fg">
                    <Trans>You act on behalf of {doc.myTask.onBehalfOfName}</Trans>
                  </Text>
                ) : null}
              </Stack>
              {doc.decision.withFacts ? (
                <>
                  <Separator my="3" />
                  <DecisionBudget budget={doc.decision.budget} currency={doc.summary.currency} />
                </>
              ) : null}
            </Box>
            <DecisionComments comments={doc.decision.comments} />
            {/* Supplier applications and changes have no lines: no empty box for them. */}
            {doc.summary.lines.length > 0 ? (
              <Box bg="bg" rounded="lg" p="4" data-testid="mobile-lines">
                <Heading size="sm" mb="2">
                  <Trans>Lines</Trans>
                </Heading>
                <Stack gap="3" as="ul" listStyleType="none" p="0" m="0">
                  {doc.summary.lines.map((line, i) => (
                    <HStack as="li" key={i} justify="space-between" align="start" gap="3">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium">{line.name}</Text>
                        <Text textStyle="sm" color="fg.muted">
                          {line.quantity} {line.unit} ×{' '}
                          <Money value={line.unitPrice} currency={doc.summary.currency} />
                        </Text>
                        {line.rejectedQuantity !== undefined && Number(line.rejectedQuantity) > 0 ? (
                          <Text textStyle="sm" color="fg.error" data-testid="mobile-line-rejected">
                            {line.note
                              ? t`Rejected ${line.rejectedQuantity} ${line.unit}: ${line.note}`
                              : t`Rejected ${line.rejectedQuantity} ${line.unit}`}
                          </Text>
                        ) : line.note && line.rejectedQuantity === undefined ? (
                          <Text textStyle="sm" color="fg.muted">
                            {line.note}
                          </Text>
                        ) : null}
                        {doc.decision.lastPrices.length > 0 ? (
                          <LastPriceNote last={doc.decision.lastPrices[i]} />
                        ) : null}
                      </Stack>
                      <Money value={line.amount} currency={doc.summary.currency} fontWeight="medium" />
                    </HStack>
                  ))}
                </Stack>
              </Box>
            ) : null}
            <DecisionFiles files={doc.decision.files} />
            <Box bg="bg" rounded="lg" p="4">
              <Heading size="sm" mb="2">
                <Trans>History</Trans>
              </Heading>
              <HistoryTimeline
                entries={doc.history.map((h) => ({
                  id: h.id,
                  action: h.action,
                  actor: h.nodeName ? `${h.actorName} · ${h.nodeName}` : h.actorName,
                  onBehalfOf: h.onBehalfOfName,
                  comment: h.comment,
                  at: h.at,
                }))}
              />
            </Box>
          </Stack>
        )}
      </Container>
      {doc?.myTask.canAct ? (
        <Box position="fixed" bottom="0" insetX="0" bg="bg" borderTopWidth="1px" p="3" shadow="lg">
          <Container maxW="lg" px="0">
            <Stack gap="2">
              <Field.Root invalid={!!commentError} required={rejecting}>
                <Textarea
                  aria-label={t`Comment`}
                  placeholder={rejecting ? t`Why is it rejected?` : t`Comment (optional)`}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  rows={2}
                  fontSize="md"
                />
                <Field.ErrorText>{commentError}</Field.ErrorText>
              </Field.Root>
              {act.error && isApiError(act.error) ? (
                <Text color="fg.error" textStyle="sm">
                  {act.error.message}
                </Text>
              ) : null}
              <HStack gap="3">
                <Button
                  flex="1"
                  size="xl"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => run('reject')}
                  loading={act.isPending && rejecting}
                  // A loading button keeps its name (axe button-name): the spinner alone says nothing.
                  loadingText={rejecting ? t`Confirm rejection` : t`Reject`}
                >
                  {rejecting ? t`Confirm rejection` : t`Reject`}
                </Button>
                <Button
                  flex="1"
                  size="xl"
                  colorPalette="brand"
                  onClick={() => run('approve')}
                  loading={act.isPending && !rejecting}
                  loadingText={t`Approve`}
                  disabled={rejecting}
                >
                  <Trans>Approve</Trans>
                </Button>
              </HStack>
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
