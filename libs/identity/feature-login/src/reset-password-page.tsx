import { Box, Button, Card, Flex, Heading, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useChangeLanguage, useResetPassword, useSendResetCode } from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  FormField,
  LanguageSwitch,
  SITE_ACCENTS,
  setServerFieldErrors,
  useZodForm,
} from '@procure/shared-ui';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MobileCodeFields, NoticeAlert, type Notice } from './mobile-code-fields.tsx';
import { resetFormSchema } from './sms-schema.ts';
import { useImageCodeStep } from './image-code-send.tsx';

export type ResetPasswordPageProps = { site: 'buyer' | 'supplier' };

/** Navigation state the login page reads to show the reset's success message. */
export type LoginNotice = { notice: string };

/** /reset: a code to the account's mobile number, then a new password (spec §5 rule) twice. */
export function ResetPasswordPage({ site }: ResetPasswordPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const changeLanguage = useChangeLanguage();
  const sendCode = useSendResetCode();
  const reset = useResetPassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const imageCode = useImageCodeStep();
  const form = useZodForm(resetFormSchema, {
    defaultValues: { mobile: '', code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';

  const fail = (error: unknown) => {
    if (isApiError(error) && setServerFieldErrors(form, error) > 0) return;
    setNotice({
      status: 'error',
      text: isApiError(error)
        ? error.desc
        : t`Could not reach the server. Check your connection and try again.`,
    });
  };

  const onSend = async () => {
    setNotice(null);
    if (!(await form.trigger('mobile'))) return false;
    const image = imageCode.answer();
    if (!image) return false;
    try {
      await sendCode.mutateAsync({ mobile: form.getValues('mobile'), image });
      setNotice({ status: 'info', text: t`If this number belongs to an account, a code is on its way.` });
      return true;
    } catch (error) {
      if (!imageCode.refused(error)) fail(error);
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const message = await reset.mutateAsync(values);
      void navigate('/login', { replace: true, state: { notice: message } satisfies LoginNotice });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Flex
      direction="column"
      minH="100dvh"
      bg="bg.subtle"
      px="4"
      py="6"
      colorPalette={SITE_ACCENTS[site].palette}
    >
      <Flex justify="flex-end">
        <LanguageSwitch value={locale} onChange={(next) => void changeLanguage(next)} />
      </Flex>
      <Flex flex="1" align="center" justify="center" py="8">
        <Card.Root
          w="full"
          maxW="26rem"
          variant="elevated"
          borderTopWidth="3px"
          borderTopColor="colorPalette.solid"
        >
          <Card.Header gap="1">
            <Heading size="xl">{t`Reset password`}</Heading>
            <Text color="fg.muted" textStyle="sm">
              {t`We send a code to the mobile number of your account.`}
            </Text>
          </Card.Header>
          <Card.Body>
            <form noValidate onSubmit={onSubmit}>
              <Stack gap="4">
                <NoticeAlert notice={notice} />
                <MobileCodeFields
                  mobile={{ register: form.register('mobile'), error: errors.mobile?.message }}
                  code={{ register: form.register('code'), error: errors.code?.message }}
                  onSend={onSend}
                  imageCode={imageCode.field()}
                />
                <FormField
                  label={t`New password`}
                  required
                  error={errors.password?.message}
                  helperText={t`9 to 30 characters with a digit, an upper-case and a lower-case letter`}
                >
                  <InputGroup startElement={<LockKeyhole size={16} />}>
                    <Input {...form.register('password')} type="password" autoComplete="new-password" />
                  </InputGroup>
                </FormField>
                <FormField label={t`Confirm new password`} required error={errors.confirmPassword?.message}>
                  <InputGroup startElement={<LockKeyhole size={16} />}>
                    <Input
                      {...form.register('confirmPassword')}
                      type="password"
                      autoComplete="new-password"
                    />
                  </InputGroup>
                </FormField>
                <Button type="submit" colorPalette="colorPalette" loading={isSubmitting} mt="2">
                  {t`Reset password`}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Flex>
      <Box textAlign="center" fontSize="sm">
        <Link asChild colorPalette={SITE_ACCENTS[site].palette}>
          <RouterLink to="/login">{t`Back to sign in`}</RouterLink>
        </Link>
      </Box>
    </Flex>
  );
}
