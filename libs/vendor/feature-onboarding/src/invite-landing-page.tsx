import { Alert, Button, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { switchTenant, useChangeLanguage } from '@procure/identity-data-access';
import { getSession, isApiError } from '@procure/shared-api-client';
import { vendorRegistrationSchema, type VendorRegistrationInput } from '@procure/shared-validation';
import {
  EmptyState,
  LanguageSwitch,
  SITE_ACCENTS,
  TextField,
  setServerFieldErrors,
  showErrorToast,
  useZodForm,
} from '@procure/shared-ui';
import {
  useAcceptInvitation,
  useInvitationInfo,
  useRegisterThroughInvitation,
  type InvitationInfo,
} from '@procure/vendor-data-access';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

/** Where the supplier lands after joining: its application to the inviting buyer (a fresh page load). */
const APPLICATION_PATH = '/vdApplication';

/**
 * Supplier portal `/invite/:token` (public): the buyer's one-time invitation link. A new company registers
 * its account here; a company already on the platform signs in and accepts. Either way it lands on its
 * application form.
 */
export function InviteLandingPage() {
  const { t, i18n } = useLingui();
  const changeLanguage = useChangeLanguage();
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const { token = '' } = useParams();
  const info = useInvitationInfo(token);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle" colorPalette={SITE_ACCENTS.supplier.palette}>
      <Flex justify="space-between" align="center" px={{ base: '4', md: '10' }} py="4">
        <Link asChild fontWeight="medium">
          <RouterLink to="/login">{t`Supplier login`}</RouterLink>
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
            <Heading as="h1" size="xl">
              {info.data ? t`${info.data.tenantName} invites you` : t`Supplier invitation`}
            </Heading>
            {info.data ? (
              <Text color="fg.muted" textStyle="sm">
                {t`Become a supplier of ${info.data.tenantName}: register your company (or sign in with its account), then fill in your application.`}
              </Text>
            ) : null}
          </Card.Header>
          <Card.Body>
            {info.isError ? (
              <EmptyState
                title={t`This invitation link is not valid`}
                description={
                  isApiError(info.error) ? info.error.desc : t`Check your connection and try again.`
                }
              />
            ) : info.data ? (
              <InvitationBody token={token} info={info.data} />
            ) : null}
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}

function InvitationBody({ token, info }: { token: string; info: InvitationInfo }) {
  const { t } = useLingui();
  if (info.state !== 'sent') {
    const reason: Record<InvitationInfo['state'], string> = {
      sent: '',
      accepted: t`This invitation has already been accepted.`,
      expired: t`This invitation link has expired: ask the buyer to send it again.`,
      cancelled: t`This invitation was cancelled.`,
      declined: t`Your company declined this invitation.`,
    };
    return <EmptyState title={t`This invitation cannot be used`} description={reason[info.state]} />;
  }
  if (info.existingCompanyName)
    return <AcceptWithAccount token={token} companyName={info.existingCompanyName} />;
  return (
    <Stack gap="6">
      <RegistrationForm token={token} info={info} />
      <Text textStyle="sm" color="fg.muted">
        <Trans>Your company already has an account on the platform?</Trans>{' '}
        <AcceptWithAccountLink token={token} />
      </Text>
    </Stack>
  );
}

function AcceptWithAccountLink({ token }: { token: string }) {
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  if (!getSession().token) {
    return (
      <Link asChild fontWeight="medium">
        <RouterLink to="/login">{t`Sign in first, then open this link again to accept.`}</RouterLink>
      </Link>
    );
  }
  return (
    <Button
      size="xs"
      variant="outline"
      loading={accept.isPending}
      onClick={() => void acceptWith(accept, token)}
    >
      <Trans>Accept with my company</Trans>
    </Button>
  );
}

async function acceptWith(accept: ReturnType<typeof useAcceptInvitation>, token: string): Promise<void> {
  try {
    const { tenantId } = await accept.mutateAsync(token);
    await switchTenant(tenantId, 'supplier');
    window.location.assign(APPLICATION_PATH);
  } catch (error) {
    if (isApiError(error)) showErrorToast(error.desc);
  }
}

function AcceptWithAccount({ token, companyName }: { token: string; companyName: string }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`${companyName} is already on the platform`}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1" align="start">
            <Text>{t`Sign in with your company's supplier account to accept the invitation.`}</Text>
            <AcceptWithAccountLink token={token} />
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function RegistrationForm({ token, info }: { token: string; info: InvitationInfo }) {
  const { t } = useLingui();
  const register = useRegisterThroughInvitation();
  const defaults: VendorRegistrationInput = {
    token,
    companyName: info.companyName,
    socialCreditCode: info.socialCreditCode ?? '',
    contactName: info.contactName ?? '',
    mobile: info.mobile ?? '',
    email: info.email ?? '',
    username: '',
    password: '',
    confirmPassword: '',
  };
  const form = useZodForm(vendorRegistrationSchema, { defaultValues: defaults });
  const { control } = form;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      window.location.assign(APPLICATION_PATH);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (setServerFieldErrors(form, error) === 0) showErrorToast(error.desc);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} data-testid="invite-registration">
      <Stack gap="6">
        <Section title={t`Company`}>
          <TextField control={control} name="companyName" label={t`Company name`} required maxLength={100} />
          <TextField
            control={control}
            name="socialCreditCode"
            label={t`Unified social credit code`}
            required
            maxLength={18}
          />
        </Section>
        <Section title={t`Contact`}>
          <TextField control={control} name="contactName" label={t`Contact person`} required maxLength={50} />
          <TextField control={control} name="mobile" label={t`Mobile number`} type="tel" required />
          <TextField control={control} name="email" label={t`E-mail address`} type="email" required />
        </Section>
        <Section title={t`Account`}>
          <TextField
            control={control}
            name="username"
            label={t`User name`}
            autoComplete="username"
            required
          />
          <TextField
            control={control}
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="new-password"
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
        <Button
          type="submit"
          size="lg"
          loading={register.isPending}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          <Trans>Register and continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
