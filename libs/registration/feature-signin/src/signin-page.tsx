import { Box, Button, Card, Checkbox, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeLanguage, useImageCode } from '@procure/identity-data-access';
import {
  checkUsername,
  emptyRegistrationForm,
  registrationFormSchema,
  useSendRegistrationCode,
  useSubmitRegistration,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from '@procure/registration-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ERROR_CODES } from '@procure/shared-codes';
import {
  EmptyState,
  ImageCodeField,
  LanguageSwitch,
  SITE_ACCENTS,
  TextField,
  setServerFieldErrors,
  showErrorToast,
  showSuccessToast,
  useZodForm,
} from '@procure/shared-ui';
import { CircleCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { CodeField } from './code-field.tsx';

// A 409 names the field that collides, so the message is shown where it can be corrected.
const CONFLICT_FIELDS: Partial<Record<string, FieldPath<RegistrationFormInput>>> = {
  [ERROR_CODES.registrationCreditCodeTaken]: 'socialCreditCode',
  [ERROR_CODES.registrationUsernameTaken]: 'username',
  [ERROR_CODES.registrationPending]: 'mobile',
};

/** `/signin`: an enterprise registers as a buyer tenant; operations staff then approve it. */
export function SigninPage() {
  const { t, i18n } = useLingui();
  const changeLanguage = useChangeLanguage();
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const form = useZodForm(registrationFormSchema, { defaultValues: emptyRegistrationForm });
  const sendCode = useSendRegistrationCode();
  const submit = useSubmitRegistration();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const imageCode = useImageCode();
  const { control } = form;

  // The code goes to what is typed now: the field must be valid first, and the image code typed (it is
  // single use: each send shows a new picture).
  const sendTo = async (channel: 'sms' | 'email', name: FieldPath<RegistrationFormInput>) => {
    if (!(await form.trigger(name))) return false;
    if (!imageCode.value.trim()) {
      imageCode.setError(t`Enter the image code`);
      return false;
    }
    const image = imageCode.take();
    try {
      const target = form.getValues(name) as string;
      showSuccessToast(await sendCode.mutateAsync({ channel, target, image }));
      return true;
    } catch (error) {
      if (isApiError(error) && error.errorCode === ERROR_CODES.authInvalidVerifyCode) {
        imageCode.setError(error.desc);
      } else {
        showErrorToast(
          isApiError(error)
            ? error.desc
            : t`Could not reach the server. Check your connection and try again.`,
        );
      }
      return false;
    }
  };

  const onUsernameBlur = async () => {
    const username = form.getValues('username');
    if (!username || !(await form.trigger('username'))) return;
    const available = await checkUsername(username).catch(() => true);
    if (!available) form.setError('username', { message: i18n._(ERROR_CODES.registrationUsernameTaken) });
  };

  const onSubmit = form.handleSubmit(async (values: RegistrationFormOutput) => {
    try {
      // The schema refused an unticked box, so the value here is always true.
      setSubmitted(await submit.mutateAsync({ ...values, agreeTerms: true }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const conflictField = CONFLICT_FIELDS[error.errorCode];
      if (conflictField) form.setError(conflictField, { message: error.desc }, { shouldFocus: true });
      else if (setServerFieldErrors(form, error) === 0) showErrorToast(error.desc);
    }
  });

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" colorPalette={SITE_ACCENTS.buyer.palette}>
      <Flex justify="space-between" align="center" px={{ base: '4', md: '10' }} py="4">
        <Link asChild fontWeight="medium">
          <RouterLink to="/login">{t`Back to login`}</RouterLink>
        </Link>
        <LanguageSwitch value={locale} onChange={(next) => void changeLanguage(next)} />
      </Flex>
      <Flex flex="1" justify="center" px="4" pb="10">
        <Card.Root
          w="full"
          maxW="52rem"
          variant="elevated"
          borderTopWidth="3px"
          borderTopColor="colorPalette.solid"
        >
          <Card.Header gap="1">
            <Heading size="xl">{t`Register your enterprise`}</Heading>
            <Text color="fg.muted" textStyle="sm">
              {t`After review by the platform, your administrator account can log in to the buyer portal.`}
            </Text>
          </Card.Header>
          <Card.Body>
            {submitted ? (
              <EmptyState icon={<CircleCheck />} title={t`Registration submitted`} description={submitted} />
            ) : (
              <form noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="6">
                  <Section title={t`Enterprise`}>
                    <TextField control={control} name="enterpriseName" label={t`Enterprise name`} required />
                    <TextField control={control} name="shortName" label={t`Short name`} required />
                    <TextField
                      control={control}
                      name="socialCreditCode"
                      label={t`Unified social credit code`}
                      helperText={t`18 characters, as on the business licence`}
                      required
                      maxLength={18}
                    />
                    <TextField control={control} name="contactName" label={t`Contact name`} required />
                  </Section>
                  <Section title={t`Contact verification`}>
                    <ImageCodeField
                      value={imageCode.value}
                      onChange={imageCode.onChange}
                      error={imageCode.error}
                      src={imageCode.src}
                      loading={imageCode.loading}
                      onRefresh={imageCode.refresh}
                    />
                    <Text color="fg.muted" textStyle="sm" alignSelf="center">
                      {t`Type the image code before each "Send code": a new picture appears after every send.`}
                    </Text>
                    <TextField
                      control={control}
                      name="mobile"
                      label={t`Mobile`}
                      type="tel"
                      required
                      maxLength={11}
                    />
                    <CodeField
                      control={control}
                      name="mobileCode"
                      label={t`SMS code`}
                      required
                      onSend={() => sendTo('sms', 'mobile')}
                    />
                    <TextField control={control} name="email" label={t`E-mail`} type="email" required />
                    <CodeField
                      control={control}
                      name="emailCode"
                      label={t`E-mail code`}
                      required
                      onSend={() => sendTo('email', 'email')}
                    />
                  </Section>
                  <Section title={t`Administrator account`}>
                    <Box onBlur={() => void onUsernameBlur()}>
                      <TextField
                        control={control}
                        name="username"
                        label={t`Username`}
                        helperText={t`4–32 letters, digits, hyphen, underscore or full stop`}
                        autoComplete="username"
                        required
                      />
                    </Box>
                    <Box />
                    <TextField
                      control={control}
                      name="password"
                      label={t`Password`}
                      type="password"
                      autoComplete="new-password"
                      helperText={t`9–30 characters with a digit, an upper-case and a lower-case letter`}
                      required
                    />
                    <TextField
                      control={control}
                      name="confirmPassword"
                      label={t`Confirm password`}
                      type="password"
                      autoComplete="new-password"
                      required
                    />
                  </Section>
                  <Controller
                    control={control}
                    name="agreeTerms"
                    render={({ field, fieldState }) => (
                      <Stack gap="1">
                        <Checkbox.Root
                          checked={field.value}
                          onCheckedChange={(e) => field.onChange(e.checked === true)}
                          invalid={Boolean(fieldState.error)}
                        >
                          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            <Trans>
                              I have read and agree to the platform service terms and privacy policy
                            </Trans>
                          </Checkbox.Label>
                        </Checkbox.Root>
                        {fieldState.error ? (
                          <Text color="fg.error" textStyle="sm">
                            {t`Accept the terms to register`}
                          </Text>
                        ) : null}
                      </Stack>
                    )}
                  />
                  <Button
                    type="submit"
                    size="lg"
                    loading={submit.isPending}
                    alignSelf={{ base: 'stretch', md: 'flex-start' }}
                  >
                    {t`Submit registration`}
                  </Button>
                </Stack>
              </form>
            )}
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="fg.muted">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
