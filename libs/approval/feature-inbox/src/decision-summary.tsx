import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { openStoredFile } from '@procure/files-data-access';
import { Money, formatInstant, showErrorToast } from '@procure/shared-ui';
import { Paperclip } from 'lucide-react';
import type { DocumentView } from './inbox-types.ts';

type Decision = DocumentView['decision'];
type LastPrice = NonNullable<Decision['lastPrices'][number]>;

/** The budget before and after this document: the first thing an approver on the phone decides on. */
export function DecisionBudget({ budget, currency }: { budget: Decision['budget']; currency: string }) {
  const { t } = useLingui();
  if (!budget) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="mobile-budget-none">
        <Trans>No budget applies to this document.</Trans>
      </Text>
    );
  }
  const over = Number(budget.after) < 0;
  return (
    <HStack gap="3" align="stretch" data-testid="mobile-budget">
      <Stack gap="0" flex="1">
        <Text textStyle="xs" color="fg.muted">{t`Budget available before`}</Text>
        <Money value={budget.before} currency={currency} fontWeight="medium" data-testid="budget-before" />
      </Stack>
      <Stack gap="0" flex="1">
        <Text textStyle="xs" color="fg.muted">{t`After this document`}</Text>
        <Money
          value={budget.after}
          currency={currency}
          fontWeight="medium"
          color={over ? 'fg.error' : undefined}
          data-testid="budget-after"
        />
        {over ? (
          <Text textStyle="xs" color="fg.error">
            <Trans>Over budget</Trans>
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/** "Last paid ¥x (PO…), +y %" under a line; nothing was bought before → says so. */
export function LastPriceNote({ last }: { last: LastPrice | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!last) {
    return (
      <Text textStyle="xs" color="fg.muted" data-testid="mobile-first-purchase">
        <Trans>First purchase of this item</Trans>
      </Text>
    );
  }
  const diff = last.diffPercent === null ? null : Number(last.diffPercent);
  const diffText =
    diff === null ? null : diff === 0 ? t`same price` : `${diff > 0 ? '+' : ''}${last.diffPercent} %`;
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="mobile-last-price">
      <Trans>Last paid</Trans> <Money value={last.unitPrice} currency={last.currency} /> ·{' '}
      {formatInstant(last.orderedAt, i18n.locale).slice(0, 10)}
      {diffText ? (
        <Text
          as="span"
          ms="1"
          fontWeight="semibold"
          // green.700: fg.success is too light for 12 px text on white (axe color-contrast).
          color={diff === null || diff === 0 ? 'fg.muted' : diff > 0 ? 'fg.error' : 'green.700'}
          data-testid="mobile-price-diff"
        >
          {diffText}
        </Text>
      ) : null}
    </Text>
  );
}

/** Attachments open with the session token (openStoredFile), never as a plain link. */
export function DecisionFiles({ files }: { files: Decision['files'] }) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <Box bg="bg" rounded="lg" p="4" data-testid="mobile-files">
      <Heading size="sm" mb="2">
        <Trans>Attachments</Trans>
      </Heading>
      <Stack gap="1" as="ul" listStyleType="none" p="0" m="0">
        {files.map((file) => (
          <Box as="li" key={file.id}>
            <Button
              variant="ghost"
              colorPalette="brand"
              size="md"
              px="1"
              justifyContent="start"
              maxW="full"
              onClick={() =>
                void openStoredFile(file.url).catch(() => showErrorToast(t`The file could not be opened.`))
              }
            >
              <Paperclip aria-hidden />
              <Text as="span" truncate>
                {file.name || t`Attachment`}
              </Text>
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** What earlier approvers said, newest last; the decision is taken with it in view. */
export function DecisionComments({ comments }: { comments: Decision['comments'] }) {
  const { i18n } = useLingui();
  if (comments.length === 0) return null;
  return (
    <Box bg="bg" rounded="lg" p="4" data-testid="mobile-comments">
      <Heading size="sm" mb="2">
        <Trans>Previous approvers' comments</Trans>
      </Heading>
      <Stack gap="3" as="ul" listStyleType="none" p="0" m="0">
        {comments.map((c) => (
          <Box as="li" key={c.id} borderStartWidth="3px" borderColor="border.emphasized" ps="3">
            <Text textStyle="sm">{c.comment}</Text>
            <Text textStyle="xs" color="fg.muted">
              {c.nodeName ? `${c.actorName} · ${c.nodeName}` : c.actorName} ·{' '}
              {formatInstant(c.at, i18n.locale)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
