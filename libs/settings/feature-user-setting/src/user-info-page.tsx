import { Button, DataList, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { currentTenantName, useCurrentUser } from '@procure/identity-data-access';
import {
  maskMobile,
  modifyMobileFormSchema,
  modifyPasswordFormSchema,
  useModifyMobile,
  useModifyPassword,
  useSendCode,
  type ModifyMobileFormInput,
  type ModifyPasswordFormInput,
} from '@procure/settings-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  FormField,
  PageHeader,
  SendCodeButton,
  setServerFieldErrors,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { Panel } from './panel.tsx';

const emptyPassword: ModifyPasswordFormInput = {
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
  code: '',
};
const emptyMobile: ModifyMobileFormInput = { newMobile: '', code: '' };

/** `/userSetting/userInfo`: who I am, and changing my password and mobile (SMS-confirmed). */
export function UserInfoPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const sendCode = useSendCode();
  const modifyPassword = useModifyPassword();
  const modifyMobile = useModifyMobile();
  const passwordForm = useZodForm(modifyPasswordFormSchema, { defaultValues: emptyPassword });
  const mobileForm = useZodForm(modifyMobileFormSchema, { defaultValues: emptyMobile });

  const changePassword = passwordForm.handleSubmit(async (values) => {
    try {
      const { desc } = await modifyPassword.mutateAsync(values);
      showSuccessToast(desc || t`Password changed`);
      passwordForm.reset(emptyPassword);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(passwordForm, error);
    }
  });

  const changeMobile = mobileForm.handleSubmit(async (values) => {
    try {
      const { desc } = await modifyMobile.mutateAsync(values);
      showSuccessToast(desc || t`Mobile number changed`);
      mobileForm.reset(emptyMobile);
    } catch (error) {
      if (isApiError(error)) setServerFieldErrors(mobileForm, error);
    }
  });

  // `false` (an invalid number): nothing was sent, so no countdown.
  const sendToNewMobile = async () =>
    (await mobileForm.trigger('newMobile')) && sendCode.mutateAsync(mobileForm.getValues('newMobile'));

  const me = user.data;
  const pe = passwordForm.formState.errors;
  const me2 = mobileForm.formState.errors;
  return (
    <Stack gap="4">
      <PageHeader title={t`User info`} />
      <Panel>
        {!me ? (
          <Skeleton height="32" aria-busy="true" />
        ) : (
          <DataList.Root orientation="horizontal" size="md">
            {[
              [t`Name`, me.employee.empName],
              [t`Username`, me.employee.username],
              [t`Mobile`, maskMobile(me.employee.mobile) || '—'],
              [t`E-mail`, me.employee.email ?? '—'],
              [t`Enterprise`, currentTenantName(me) ?? '—'],
              [t`Roles`, me.roles.map((r) => r.roleName).join('、') || '—'],
              [t`Language`, me.language === 'en_us' ? 'English' : '中文'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </Panel>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Panel title={t`Change password`}>
          <form noValidate onSubmit={(e) => void changePassword(e)} aria-label={t`Change password`}>
            <Stack gap="3">
              <FormField label={t`Current password`} required error={pe.oldPassword?.message}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...passwordForm.register('oldPassword')}
                />
              </FormField>
              <FormField
                label={t`New password`}
                required
                error={pe.newPassword?.message}
                helperText={t`9–30 characters with a digit, an upper-case and a lower-case letter`}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...passwordForm.register('newPassword')}
                />
              </FormField>
              <FormField label={t`Confirm new password`} required error={pe.confirmPassword?.message}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...passwordForm.register('confirmPassword')}
                />
              </FormField>
              <FormField label={t`Verification code`} required error={pe.code?.message}>
                <HStack width="full">
                  <Input
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="one-time-code"
                    {...passwordForm.register('code')}
                  />
                  <SendCodeButton
                    onSend={() => sendCode.mutateAsync(undefined)}
                    disabled={!me?.employee.mobile}
                  />
                </HStack>
              </FormField>
              <Text textStyle="sm" color="fg.muted">
                {me?.employee.mobile ? (
                  <Trans>The code is sent to {maskMobile(me.employee.mobile)}.</Trans>
                ) : (
                  <Trans>Your account has no mobile number; ask your administrator to add one.</Trans>
                )}{' '}
                <Trans>Other devices are logged out after the change.</Trans>
              </Text>
              <Button type="submit" alignSelf="start" loading={modifyPassword.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </Stack>
          </form>
        </Panel>

        <Panel title={t`Change mobile`}>
          <form noValidate onSubmit={(e) => void changeMobile(e)} aria-label={t`Change mobile`}>
            <Stack gap="3">
              <FormField label={t`New mobile`} required error={me2.newMobile?.message}>
                <Input type="tel" inputMode="numeric" maxLength={11} {...mobileForm.register('newMobile')} />
              </FormField>
              <FormField label={t`Verification code`} required error={me2.code?.message}>
                <HStack width="full">
                  <Input
                    inputMode="numeric"
                    maxLength={6}
                    autoComplete="one-time-code"
                    {...mobileForm.register('code')}
                  />
                  <SendCodeButton onSend={sendToNewMobile} />
                </HStack>
              </FormField>
              <Text textStyle="sm" color="fg.muted">
                <Trans>The code is sent to the new number.</Trans>
              </Text>
              <Button type="submit" alignSelf="start" loading={modifyMobile.isPending}>
                <Trans>Change mobile</Trans>
              </Button>
            </Stack>
          </form>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
