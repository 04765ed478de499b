import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { vendorInvitationSchema, type VendorInvitationInput } from '@procure/shared-validation';
import {
  ConfirmDialog,
  EmptyState,
  FormDialog,
  PageHeader,
  SelectField,
  TextField,
  formatInstant,
  setServerFieldErrors,
  toaster,
  useZodForm,
} from '@procure/shared-ui';
import {
  useCancelInvitation,
  useInvitations,
  useResendInvitation,
  useSendInvitation,
  type Invitation,
  type InvitationState,
} from '@procure/vendor-data-access';
import { useState } from 'react';
import { Link } from 'react-router';

const FORM_ID = 'invitation-form';
const STATES: readonly InvitationState[] = ['sent', 'accepted', 'expired', 'cancelled', 'declined'];
const PALETTE: Record<InvitationState, string> = {
  sent: 'blue',
  accepted: 'green',
  expired: 'orange',
  cancelled: 'gray',
  declined: 'red',
};

export function useInvitationStateLabels(): Record<InvitationState, string> {
  const { t } = useLingui();
  return {
    sent: t({ message: 'Sent', context: 'invitation state' }),
    accepted: t`Accepted`,
    expired: t`Expired`,
    cancelled: t`Cancelled`,
    declined: t({ message: 'Declined', context: 'invitation state' }),
  };
}

function InvitationStateBadge({ state }: { state: InvitationState }) {
  const labels = useInvitationStateLabels();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-state={state}>
      {labels[state]}
    </Badge>
  );
}

type InvitationForm = {
  channel: 'email' | 'sms';
  target: string;
  companyName: string;
  socialCreditCode: string;
  contactName: string;
};
const emptyForm: InvitationForm = {
  channel: 'email',
  target: '',
  companyName: '',
  socialCreditCode: '',
  contactName: '',
};

/** Buyer `/vendor/invitation`: invite a supplier by e-mail or SMS; the invitations with their state, resend, cancel. */
export function InvitationListPage() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<InvitationState | ''>('');
  const invitations = useInvitations(state || undefined);
  const send = useSendInvitation();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const labels = useInvitationStateLabels();
  const form = useZodForm(vendorInvitationSchema, { defaultValues: emptyForm });
  const channel = form.watch('channel');

  const submit = form.handleSubmit(async (values: VendorInvitationInput) => {
    try {
      const desc = await send.mutateAsync(values);
      toaster.success({ title: desc || t`Invitation sent` });
      setOpen(false);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(form, error);
    }
  });
  const doResend = async (row: Invitation) => {
    try {
      toaster.success({ title: (await resend.mutateAsync(row.id)) || t`Invitation sent` });
    } catch {
      // the client already showed the translated refusal
    }
  };
  const doCancel = async () => {
    if (!cancelling) return;
    try {
      toaster.success({ title: (await cancel.mutateAsync(cancelling.id)) || t`Invitation cancelled` });
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Box>
      <PageHeader
        title={t`Supplier invitations`}
        description={t`Invite a company by e-mail or SMS: it registers through a one-time link and fills in its application. The text and the link's validity come from the invitation settings.`}
        actions={
          <HStack gap="2">
            <Button variant="outline" asChild>
              <Link to="/vendor/invitation/setting" data-testid="invitation-settings-link">
                <Trans>Invitation settings</Trans>
              </Link>
            </Button>
            <Button
              onClick={() => {
                form.reset(emptyForm);
                setOpen(true);
              }}
            >
              <Trans>Invite supplier</Trans>
            </Button>
          </HStack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <HStack mb="3" gap="2">
          <chakra.label htmlFor="invitation-state" textStyle="sm" color="fg.muted">
            <Trans>State</Trans>
          </chakra.label>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field
              id="invitation-state"
              value={state}
              onChange={(e) => setState(e.currentTarget.value as InvitationState | '')}
            >
              <option value="">{t`All`}</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {labels[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {invitations.isError ? (
          <EmptyState
            title={t`The invitations could not be loaded`}
            description={
              isApiError(invitations.error) ? invitations.error.desc : t`Check your connection and try again.`
            }
          />
        ) : invitations.data && invitations.data.length === 0 ? (
          <EmptyState title={t`No invitations yet`} />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
            <Table.Root size="sm" aria-label={t`Supplier invitations`} aria-busy={invitations.isPending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Company</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Sent to</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>State</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Last sent</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Link valid until</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(invitations.data ?? []).map((row) => (
                  <Table.Row key={row.id} data-testid={`invitation-row-${row.target}`}>
                    <Table.Cell>
                      <Text fontWeight="medium">{row.companyName}</Text>
                      {row.vendorName && row.state !== 'accepted' ? (
                        <Text textStyle="xs" color="fg.muted">
                          {t`On the platform: ${row.vendorName}`}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{row.target}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {row.channel === 'email' ? t`E-mail` : t`SMS`}
                        {row.sentCount > 1 ? ` · ${t`sent ${row.sentCount} times`}` : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <InvitationStateBadge state={row.state} />
                      {row.state === 'declined' && row.declineReason ? (
                        <Text textStyle="xs" color="fg.muted" maxW="64" data-testid="decline-reason">
                          {t`Reason: ${row.declineReason}`}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatInstant(row.lastSentAt, i18n.locale)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {/* A decided invitation shows its decision, not the expiry it no longer has. */}
                      {row.state === 'accepted' && row.acceptedAt
                        ? t`Accepted ${formatInstant(row.acceptedAt, i18n.locale)}`
                        : row.state === 'declined' && row.declinedAt
                          ? t`Declined ${formatInstant(row.declinedAt, i18n.locale)}`
                          : row.state === 'cancelled'
                            ? '—'
                            : formatInstant(row.expiresAt, i18n.locale)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {row.state === 'sent' || row.state === 'expired' ? (
                        <HStack gap="2" justify="end">
                          <Button
                            size="xs"
                            variant="outline"
                            loading={resend.isPending && resend.variables === row.id}
                            onClick={() => void doResend(row)}
                          >
                            <Trans>Resend</Trans>
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setCancelling(row)}
                          >
                            <Trans>Cancel invitation</Trans>
                          </Button>
                        </HStack>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Invite supplier`}
        formId={FORM_ID}
        saving={send.isPending}
        size="md"
      >
        <form id={FORM_ID} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="3">
            <SelectField
              control={form.control}
              name="channel"
              label={t`Send by`}
              required
              options={[
                { value: 'email', label: t`E-mail` },
                { value: 'sms', label: t`SMS` },
              ]}
            />
            <TextField
              control={form.control}
              name="target"
              label={channel === 'sms' ? t`Mobile number` : t`E-mail address`}
              type={channel === 'sms' ? 'tel' : 'email'}
              required
            />
            <TextField
              control={form.control}
              name="companyName"
              label={t`Company name`}
              required
              maxLength={100}
            />
            <TextField
              control={form.control}
              name="socialCreditCode"
              label={t`Unified social credit code`}
              helperText={t`Optional: a company already on the platform is linked instead of registered twice.`}
              maxLength={18}
            />
            <TextField control={form.control} name="contactName" label={t`Contact person`} maxLength={50} />
          </Stack>
        </form>
      </FormDialog>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(next) => (next ? undefined : setCancelling(null))}
        title={t`Cancel this invitation?`}
        description={t`Its link stops working. You can invite the company again later.`}
        confirmLabel={t`Cancel invitation`}
        onConfirm={() => void doCancel()}
        loading={cancel.isPending}
      />
    </Box>
  );
}
