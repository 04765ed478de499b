import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Money, Panel, StatusBadge, formatInstant } from '@procure/shared-ui';
import { useVendorLately, type DynamicEvent } from '@procure/vendor-data-access';
import { Link } from 'react-router';

/**
 * `/vendor`'s "lately" panel (issue #16 §3): the newest events across the tenant's suppliers — status moves,
 * applications and changes, certificates uploaded or run out, class changes, new orders — each naming its
 * supplier with a link to the supplier file.
 */
export function LatelyPanel() {
  const { t, i18n } = useLingui();
  const lately = useVendorLately(20);
  const events = lately.data ?? [];
  return (
    <Panel title={t`Recent supplier activity`} testId="vendor-lately">
      {lately.isSuccess && events.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>Nothing has happened with your suppliers yet.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" ms="0">
          {events.map((event, index) => (
            <HStack
              as="li"
              key={`${event.kind}-${event.vendorId}-${event.at}-${index}`}
              gap="3"
              py="1.5"
              borderTopWidth={index === 0 ? '0' : '1px'}
              align="baseline"
              flexWrap="wrap"
              data-testid={`lately-${event.kind}`}
            >
              <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums" minW="9.5rem">
                {formatInstant(event.at, i18n.locale)}
              </Text>
              <ChakraLink asChild fontWeight="medium" textStyle="sm" colorPalette="brand">
                <Link to={`/vendor/detail/${event.vendorId}`}>{event.vendorName}</Link>
              </ChakraLink>
              <EventText event={event} />
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function EventText({ event }: { event: DynamicEvent }) {
  const { t } = useLingui();
  const subject = event.subject ?? '';
  const text = (() => {
    switch (event.kind) {
      case 'statusChanged':
        return null;
      case 'applicationSubmitted':
        return t`submitted application ${subject}`;
      case 'applicationApproved':
        return t`application ${subject} approved`;
      case 'applicationReturned':
        return t`application ${subject} returned`;
      case 'changeSubmitted':
        return t`submitted data change ${subject}`;
      case 'changeApproved':
        return t`data change ${subject} approved`;
      case 'changeReturned':
        return t`data change ${subject} returned`;
      case 'certificateUploaded':
        return t`uploaded certificate "${subject}"`;
      case 'certificateExpired':
        return t`certificate "${subject}" expired`;
      case 'classChanged':
        return t`classified as ${subject}`;
      case 'orderCreated':
        return t`new order ${subject}`;
    }
  })();
  if (event.kind === 'statusChanged') {
    return (
      <HStack gap="1.5" textStyle="sm">
        <Text>
          <Trans>status</Trans>
        </Text>
        <StatusBadge set="supplierStatus" value={event.fromStatus} />
        <Text aria-hidden>→</Text>
        <StatusBadge set="supplierStatus" value={event.toStatus} />
      </HStack>
    );
  }
  return (
    <HStack gap="2" textStyle="sm">
      <Text color={event.kind === 'certificateExpired' ? 'fg.error' : undefined}>{text}</Text>
      {event.kind === 'orderCreated' && event.amount ? (
        <Money value={event.amount} currency={event.currency ?? undefined} color="fg.muted" />
      ) : null}
    </HStack>
  );
}
