import { Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  applyServerLanguage,
  useSendLoginCode,
  useSmsLogin,
  type PublicSite,
} from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import { setServerFieldErrors, useZodForm } from '@procure/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MobileCodeFields, NoticeAlert, type Notice } from './mobile-code-fields.tsx';
import { smsLoginFormSchema } from './sms-schema.ts';
import { useImageCodeStep } from './image-code-send.tsx';

export type SmsLoginFormProps = { site: PublicSite; variant: 'classic' | 'new'; onLoggedIn: () => void };

/** Mobile number + SMS code. Limits (60 s between codes, ten a day, per address) come back as 429 messages. */
export function SmsLoginForm({ site, variant, onLoggedIn }: SmsLoginFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sendCode = useSendLoginCode(site);
  const login = useSmsLogin(site, variant);
  const [notice, setNotice] = useState<Notice | null>(null);
  const imageCode = useImageCodeStep();
  const form = useZodForm(smsLoginFormSchema, { defaultValues: { mobile: '', code: '' } });
  const { errors, isSubmitting } = form.formState;

  const explain = (error: unknown) => {
    if (!isApiError(error)) return t`Could not reach the server. Check your connection and try again.`;
    return error.desc || t`Sign-in failed. Please try again.`;
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
      if (imageCode.refused(error)) return false;
      if (!isApiError(error) || setServerFieldErrors(form, error) === 0) {
        setNotice({ status: 'error', text: explain(error) });
      }
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error) || setServerFieldErrors(form, error) === 0) {
        setNotice({ status: 'error', text: explain(error) });
      }
      return;
    }
    queryClient.clear();
    await applyServerLanguage().catch(() => undefined);
    onLoggedIn();
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <NoticeAlert notice={notice} />
        <MobileCodeFields
          mobile={{ register: form.register('mobile'), error: errors.mobile?.message }}
          code={{ register: form.register('code'), error: errors.code?.message }}
          onSend={onSend}
          imageCode={imageCode.field('md')}
          size="md"
        />
        <Button
          type="submit"
          size="md"
          colorPalette="colorPalette"
          loading={isSubmitting}
          loadingText={t`Signing in…`}
          mt="2"
        >
          {t`Sign in`}
        </Button>
      </Stack>
    </form>
  );
}
