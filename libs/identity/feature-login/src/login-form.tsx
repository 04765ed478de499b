import { Alert, Button, HStack, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { applyServerLanguage, newVerifyKey, useLogin, useNewLogin } from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Site } from '@procure/shared-codes';
import { FormField, setServerFieldErrors, useZodForm } from '@procure/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, KeyRound, LockKeyhole, User } from 'lucide-react';
import { useState } from 'react';
import { loginFormSchema } from './login-schema.ts';
import { Base64CodeImage, VerifyCodeImage } from './code-image.tsx';

export type LoginFormProps = {
  site: Site;
  /** 'new': the new login of /buyerlogin and /supplierlogin (POST /new/login, base64 image code). */
  variant?: 'classic' | 'new';
  onLoggedIn: () => void;
};

export function LoginForm({ site, variant = 'classic', onLoggedIn }: LoginFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const classicLogin = useLogin(site);
  const newLogin = useNewLogin(site === 'supplier' ? 'supplier' : 'buyer');
  const isNew = variant === 'new' && site !== 'ops';
  const loginMutation = isNew ? newLogin : classicLogin;
  const [verifyKey, setVerifyKey] = useState(newVerifyKey);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loginFormSchema, { defaultValues: { username: '', password: '', verifyCode: '' } });
  const { errors, isSubmitting } = form.formState;

  const refreshCode = () => {
    setVerifyKey(newVerifyKey());
    form.setValue('verifyCode', '');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await loginMutation.mutateAsync({ ...values, verifyKey });
    } catch (error) {
      // The server burns the code on any attempt: a failed one always needs a new image.
      refreshCode();
      if (!isApiError(error)) {
        setFailure(t`Could not reach the server. Check your connection and try again.`);
      } else if (error.errorCode === ERROR_CODES.authInvalidVerifyCode) {
        form.setError('verifyCode', { type: error.errorCode, message: error.desc }, { shouldFocus: true });
      } else if (setServerFieldErrors(form, error) === 0) {
        setFailure(error.desc || t`Sign-in failed. Please try again.`);
      }
      return;
    }
    // Nothing cached before this login may leak into the new session.
    queryClient.clear();
    await applyServerLanguage().catch(() => undefined);
    onLoggedIn();
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {failure ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label={t`User name`} required error={errors.username?.message}>
          <InputGroup startElement={<User size={16} />}>
            <Input {...form.register('username')} autoComplete="username" autoFocus size="md" />
          </InputGroup>
        </FormField>
        <FormField label={t`Password`} required error={errors.password?.message}>
          <InputGroup
            startElement={<LockKeyhole size={16} />}
            endElement={
              <IconButton
                variant="ghost"
                size="xs"
                me="-2"
                aria-label={showPassword ? t`Hide password` : t`Show password`}
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? <EyeOff size={16} /> : <Eye size={16} />}
              </IconButton>
            }
          >
            <Input
              {...form.register('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              size="md"
            />
          </InputGroup>
        </FormField>
        <FormField label={t`Image code`} required error={errors.verifyCode?.message}>
          <HStack gap="3" w="full" align="center">
            <InputGroup startElement={<KeyRound size={16} />} flex="1">
              <Input
                {...form.register('verifyCode')}
                autoComplete="off"
                inputMode="text"
                maxLength={8}
                size="md"
              />
            </InputGroup>
            {isNew ? (
              <Base64CodeImage verifyKey={verifyKey} onRefresh={refreshCode} />
            ) : (
              <VerifyCodeImage verifyKey={verifyKey} onRefresh={refreshCode} />
            )}
          </HStack>
        </FormField>
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
