import { Alert, Badge, Card, Spinner, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOutbox } from '@procure/identity-data-access';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { Inbox } from 'lucide-react';

/** /outbox: what the SMS / e-mail simulator "sent" (nothing leaves the platform while it is configured). */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const outbox = useOutbox();
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <>
      <PageHeader
        title={t`Simulated outbox`}
        description={t`The newest 50 messages, refreshed every few seconds`}
      />
      <Alert.Root status="warning" mb="4">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`These are simulated messages`}</Alert.Title>
          <Alert.Description>
            {t`No SMS or e-mail was actually sent: the platform runs with the message simulator. Codes shown here are real and usable.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Card.Root variant="outline">
        {outbox.isPending ? (
          <Spinner m="8" alignSelf="center" />
        ) : outbox.isError ? (
          <Alert.Root status="error" m="4">
            <Alert.Indicator />
            <Alert.Title>{outbox.error.message}</Alert.Title>
          </Alert.Root>
        ) : outbox.data.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t`No messages yet`}
            description={t`Codes requested on the sign-in pages appear here.`}
          />
        ) : (
          <Table.ScrollArea tabIndex={0} aria-label={t`Simulated outbox`}>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="7rem">{t`Channel`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="12rem">{t`Recipient`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="14rem">{t`Subject`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Message`}</Table.ColumnHeader>
                  <Table.ColumnHeader w="11rem">{t`Time`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {outbox.data.map((m) => (
                  <Table.Row key={m.id} data-testid="outbox-row">
                    <Table.Cell>
                      <Badge colorPalette={m.channel === 'sms' ? 'teal' : 'purple'}>
                        {m.channel === 'sms' ? t`SMS` : t`E-mail`}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums">{m.recipient}</Table.Cell>
                    <Table.Cell>{m.subject}</Table.Cell>
                    <Table.Cell>
                      <Text whiteSpace="normal">{m.body}</Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" color="fg.muted">
                      {time.format(new Date(m.createdAt))}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Root>
    </>
  );
}
