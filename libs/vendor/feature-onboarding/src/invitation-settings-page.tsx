import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import {
  INVITATION_DAYS_MAX,
  INVITATION_MESSAGE_MAX,
  invitationSettingInputSchema,
  type InvitationChannel,
} from '@procure/shared-validation';
import {
  PageHeader,
  SelectField,
  TextareaField,
  setServerFieldErrors,
  showErrorToast,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { useInvitationSetting, useSaveInvitationSetting } from '@procure/vendor-data-access';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';

/**
 * Buyer `/vendor/invitation/setting`: quick invitation settings by type. Per channel the default text put
 * into every invitation (empty: the standard wording) and how many days its link stays valid.
 */
export function InvitationSettingsPage() {
  const { t } = useLingui();
  return (
    <Box>
      <PageHeader
        title={t`Invitation settings`}
        description={t`Each new invitation and each resend uses the settings of its type. The link and its validity are always added after your text.`}
        actions={
          <Button variant="outline" size="sm" asChild>
            <Link to="/vendor/invitation">
              <Trans>Back to invitations</Trans>
            </Link>
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SettingForm channel="email" title={t`E-mail invitations`} />
        <SettingForm channel="sms" title={t`SMS invitations`} />
      </SimpleGrid>
    </Box>
  );
}

function SettingForm({ channel, title }: { channel: InvitationChannel; title: string }) {
  const { t } = useLingui();
  const setting = useInvitationSetting(channel);
  const save = useSaveInvitationSetting();
  const form = useZodForm(invitationSettingInputSchema, {
    defaultValues: { channel, message: '', validDays: '7' },
  });
  const { reset } = form;
  useEffect(() => {
    if (setting.data)
      reset({ channel, message: setting.data.message, validDays: String(setting.data.validDays) });
  }, [setting.data, channel, reset]);
  const dayOptions = useMemo(
    () =>
      Array.from({ length: INVITATION_DAYS_MAX }, (_, i) => ({
        value: String(i + 1),
        label: t`${i + 1} days`,
      })),
    [t],
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      showSuccessToast(await save.mutateAsync(values));
    } catch (error) {
      if (isApiError(error)) {
        setServerFieldErrors(form, error);
        showErrorToast(error.desc);
      }
    }
  });
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      data-testid={`invitation-setting-${channel}`}
    >
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="4">
          <Heading size="sm">{title}</Heading>
          <TextareaField
            control={form.control}
            name="message"
            label={t`Default message`}
            counting="characters"
            max={INVITATION_MESSAGE_MAX[channel]}
            rows={channel === 'sms' ? 3 : 6}
            placeholder={t`Empty: the standard wording`}
          />
          <SelectField
            control={form.control}
            name="validDays"
            label={t`Link valid for`}
            options={dayOptions}
          />
          <Text fontSize="sm" color="fg.muted">
            <Trans>Invitations already sent keep their link until it is resent.</Trans>
          </Text>
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              size="sm"
              loading={save.isPending}
              disabled={!setting.data}
            >
              <Trans>Save</Trans>
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
