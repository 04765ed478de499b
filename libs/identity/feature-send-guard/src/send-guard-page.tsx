import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  useBlockClient,
  useSendGuardSummary,
  useUnblockClient,
  type SendGuardSummary,
} from '@procure/identity-data-access';
import { ConfirmDialog, EmptyState, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { Ban, ShieldCheck, Unlock } from 'lucide-react';

type Pending = { action: 'block' | 'unblock'; clientIp: string } | null;

/** A rough check before asking the server (which validates for real): IPv4 or IPv6 characters. */
const looksLikeAddress = (value: string) =>
  /^(\d{1,3}\.){3}\d{1,3}$/.test(value) || (/^[0-9a-f:.]+$/i.test(value) && value.includes(':'));

function ChannelCards({ summary }: { summary: SendGuardSummary }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const channels = ['sms', 'email'].map(
    (channel) => summary.channels.find((c) => c.channel === channel) ?? { channel, allowed: 0, refused: 0 },
  );
  const label = (channel: string) => (channel === 'sms' ? t`SMS` : channel === 'email' ? t`E-mail` : channel);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      {channels.map((c) => (
        <Card.Root key={c.channel} variant="outline" data-testid={`send-channel-${c.channel}`}>
          <Card.Body>
            <Text fontWeight="medium" mb="2">
              {label(c.channel)}
            </Text>
            <HStack gap="8">
              <Stack gap="0">
                <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {number.format(c.allowed)}
                </Text>
                <Text color="fg.muted" fontSize="sm">{t`Messages sent`}</Text>
              </Stack>
              <Stack gap="0">
                <Text
                  fontSize="2xl"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  color={c.refused > 0 ? 'fg.error' : undefined}
                >
                  {number.format(c.refused)}
                </Text>
                <Text color="fg.muted" fontSize="sm">{t`Refused`}</Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** /sendGuard: what the send guard let through and refused in the last day, and blocking a pumping client. */
export function SendGuardPage() {
  const { t, i18n } = useLingui();
  const summary = useSendGuardSummary();
  const block = useBlockClient();
  const unblock = useUnblockClient();
  const [pending, setPending] = useState<Pending>(null);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.locale);
  const reasonLabel: Record<string, string> = {
    imageCode: t`Wrong or missing image code`,
    blocked: t`Address blocked by an operator`,
    targetGap: t`Same number or address within the minimum gap`,
    targetDay: t`Daily limit of the number or address`,
    clientIp: t`Limit of the client address`,
    clientKey: t`Limit of the image-code key`,
    tenant: t`Daily limit of the tenant`,
    global: t`Hourly limit of the platform`,
  };
  const channelLabel = (channel: string) =>
    channel === 'sms' ? t`SMS` : channel === 'email' ? t`E-mail` : channel;

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (!looksLikeAddress(value)) {
      setAddressError(t`Enter an IPv4 or IPv6 address`);
      return;
    }
    setAddressError(null);
    setPending({ action: 'block', clientIp: value });
  };

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'block' ? block : unblock;
    mutation.mutate(pending.clientIp, {
      onSuccess: (desc) => {
        showSuccessToast(desc);
        if (pending.action === 'block') setAddress('');
        setPending(null);
      },
      onError: () => setPending(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t`Send guard`}
        description={t`Codes and messages sent to numbers and addresses that callers typed, in the last 24 hours, refreshed every few seconds`}
      />
      {summary.isPending ? (
        <Spinner m="8" />
      ) : summary.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{summary.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <ChannelCards summary={summary.data} />

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h2" size="md">{t`Refusals by reason`}</Heading>
              </Card.Header>
              <Card.Body pt="2">
                {summary.data.refusals.length === 0 ? (
                  <Text color="fg.muted">{t`Nothing was refused in the last 24 hours.`}</Text>
                ) : (
                  <Table.Root size="sm" data-testid="send-refusals">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t`Reason`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Channel`}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t`Refused`}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {summary.data.refusals.map((r) => (
                        <Table.Row key={`${r.channel}-${r.reason}`}>
                          <Table.Cell whiteSpace="normal">{reasonLabel[r.reason] ?? r.reason}</Table.Cell>
                          <Table.Cell>{channelLabel(r.channel)}</Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {number.format(r.count)}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Card.Body>
            </Card.Root>

            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h2" size="md">{t`Block a client address`}</Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t`Every code or message it asks for is refused for a day.`}
                </Text>
              </Card.Header>
              <Card.Body pt="2">
                <form onSubmit={submitAddress} noValidate>
                  <HStack align="start" gap="2">
                    <Field.Root invalid={addressError !== null} flex="1">
                      <Field.Label>{t`Client address`}</Field.Label>
                      <Input
                        value={address}
                        onChange={(e) => setAddress(e.currentTarget.value)}
                        placeholder="203.0.113.7"
                        inputMode="text"
                        autoComplete="off"
                        data-testid="block-address"
                      />
                      <Field.ErrorText>{addressError}</Field.ErrorText>
                    </Field.Root>
                    <Button
                      type="submit"
                      colorPalette="red"
                      variant="outline"
                      mt="6"
                      data-testid="block-submit"
                    >
                      <Ban />
                      {t`Block`}
                    </Button>
                  </HStack>
                </form>
                {summary.data.blocks.length > 0 ? (
                  <Stack gap="1" mt="4" data-testid="send-blocks">
                    <Text fontWeight="medium" fontSize="sm">{t`Blocked now`}</Text>
                    {summary.data.blocks.map((b) => (
                      <HStack key={b.clientIp} justify="space-between" data-testid="send-block">
                        <Text fontVariantNumeric="tabular-nums">{b.clientIp}</Text>
                        <HStack gap="2">
                          <Text color="fg.muted" fontSize="sm">
                            {t`until ${time.format(new Date(b.until))}`}
                          </Text>
                          <Button
                            size="2xs"
                            variant="ghost"
                            colorPalette="brand"
                            onClick={() => setPending({ action: 'unblock', clientIp: b.clientIp })}
                            aria-label={t`Unblock ${b.clientIp}`}
                          >
                            <Unlock />
                            {t`Unblock`}
                          </Button>
                        </HStack>
                      </HStack>
                    ))}
                  </Stack>
                ) : null}
              </Card.Body>
            </Card.Root>
          </SimpleGrid>

          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="md">{t`Top senders`}</Heading>
              <Text color="fg.muted" fontSize="sm">
                {t`The busiest client addresses first. Many different numbers from one address is the mark of a pump.`}
              </Text>
            </Card.Header>
            <Card.Body pt="2">
              {summary.data.clients.length === 0 ? (
                <EmptyState
                  icon={<ShieldCheck />}
                  title={t`No sends in the last 24 hours`}
                  description={t`Codes requested on the sign-in and registration pages appear here.`}
                />
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm" data-testid="send-clients">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t`Client address`}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t`Messages sent`}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t`Refused`}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t`Different targets`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Last attempt`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {summary.data.clients.map((c) => (
                        <Table.Row key={c.clientIp} data-testid="send-client" data-ip={c.clientIp}>
                          <Table.Cell fontVariantNumeric="tabular-nums">{c.clientIp}</Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {number.format(c.allowed)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {number.format(c.refused)}
                          </Table.Cell>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {number.format(c.targets)}
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap" color="fg.muted">
                            {time.format(new Date(c.lastAt))}
                          </Table.Cell>
                          <Table.Cell>
                            {c.blockedUntil ? (
                              <Badge colorPalette="red">
                                {t`Blocked until ${time.format(new Date(c.blockedUntil))}`}
                              </Badge>
                            ) : (
                              <Badge colorPalette="gray">{t`Not blocked`}</Badge>
                            )}
                          </Table.Cell>
                          <Table.Cell>
                            {c.blockedUntil ? (
                              <Button
                                size="2xs"
                                variant="ghost"
                                colorPalette="brand"
                                onClick={() => setPending({ action: 'unblock', clientIp: c.clientIp })}
                                aria-label={t`Unblock ${c.clientIp}`}
                              >
                                <Unlock />
                                {t`Unblock`}
                              </Button>
                            ) : (
                              <Button
                                size="2xs"
                                variant="ghost"
                                colorPalette="red"
                                onClick={() => setPending({ action: 'block', clientIp: c.clientIp })}
                                aria-label={t`Block ${c.clientIp}`}
                              >
                                <Ban />
                                {t`Block`}
                              </Button>
                            )}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.action === 'unblock'
            ? t`Unblock ${pending.clientIp}?`
            : t`Block ${pending?.clientIp ?? ''} for a day?`
        }
        description={
          pending?.action === 'unblock'
            ? t`Codes and messages it asks for go out again, within the usual budgets.`
            : t`Every code or message this address asks for is refused for the next 24 hours. Other addresses are not affected.`
        }
        confirmLabel={pending?.action === 'unblock' ? t`Unblock` : t`Block`}
        tone={pending?.action === 'unblock' ? 'primary' : 'danger'}
        loading={block.isPending || unblock.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
