import { Box, HStack, Text, Timeline, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from './status-badge.tsx';

export type HistoryEntry = {
  id: string;
  /** Who did it. */
  actor: string;
  /** Whom the actor stood in for (work proxy / delegation), when it was done on someone's behalf. */
  onBehalfOf?: string | null;
  /** A code of the `historyAction` set. */
  action: number;
  comment?: string | null;
  /** ISO 8601 instant. */
  at: string;
};

export type HistoryTimelineProps = {
  entries: readonly HistoryEntry[];
  /** The tenant's time zone (DOMAIN.md §3: default Asia/Shanghai). */
  timeZone?: string;
};

export function formatInstant(iso: string, locale: string, timeZone = 'Asia/Shanghai'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** The action history of a document, newest first as given: action, actor (on behalf of), comment, time. */
export function HistoryTimeline({ entries, timeZone }: HistoryTimelineProps) {
  const { i18n, t } = useLingui();
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No history yet</Trans>
      </Text>
    );
  }
  return (
    <Timeline.Root size="sm" variant="subtle" aria-label={t`Action history`}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content gap="1" pb="4">
            <HStack gap="2" wrap="wrap">
              <StatusBadge set="historyAction" value={entry.action} />
              <Timeline.Title fontWeight="medium">
                {entry.onBehalfOf ? t`${entry.actor} on behalf of ${entry.onBehalfOf}` : entry.actor}
              </Timeline.Title>
              <chakra.time
                dateTime={entry.at}
                fontSize="xs"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
              >
                {formatInstant(entry.at, i18n.locale, timeZone)}
              </chakra.time>
            </HStack>
            {entry.comment ? (
              <Box
                bg="bg.muted"
                borderRadius="sm"
                px="3"
                py="2"
                fontSize="sm"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
              >
                {entry.comment}
              </Box>
            ) : null}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
