import { Alert, Box, Card, Flex, Grid, Heading, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useChangeLanguage } from '@procure/identity-data-access';
import type { Site } from '@procure/shared-codes';
import { LanguageSwitch, SITE_ACCENTS } from '@procure/shared-ui';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LoginBrandPanel } from './login-brand-panel.tsx';
import { LoginTabs, type LoginVariant } from './login-tabs.tsx';
import type { LoginNotice } from './reset-password-page.tsx';

export type LoginPageProps = {
  site: Site;
  /** Where to go after login: the ops console's registration approval, the others' home page. */
  redirectTo: string;
  /** 'new': the new login of /buyerlogin and /supplierlogin (POST /new/login, /new/loginMobile). */
  variant?: LoginVariant;
};

export function LoginPage({ site, redirectTo, variant = 'classic' }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const changeLanguage = useChangeLanguage();
  // A message handed over by the page that sent the user here (e.g. "password changed").
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
      minH="100dvh"
      colorPalette={SITE_ACCENTS[site].palette}
    >
      <LoginBrandPanel site={site} />
      <Flex direction="column" bg="bg" px={{ base: '4', md: '10' }} py="6">
        <Flex justify="flex-end">
          <LanguageSwitch value={locale} onChange={(next) => void changeLanguage(next)} />
        </Flex>
        <Flex flex="1" align="center" justify="center" py="8">
          <Card.Root
            w="full"
            maxW="24rem"
            variant="elevated"
            borderTopWidth="3px"
            borderTopColor="colorPalette.solid"
          >
            <Card.Header gap="1">
              <Heading size="xl">{t`Sign in`}</Heading>
              <Text color="fg.muted" textStyle="sm">
                {t`Use the account issued by your organisation`}
              </Text>
            </Card.Header>
            <Card.Body>
              {notice ? (
                <Alert.Root status="success" size="sm" mb="4" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              ) : null}
              <LoginTabs
                site={site}
                variant={variant}
                onLoggedIn={() => void navigate(redirectTo, { replace: true })}
              />
            </Card.Body>
            {site !== 'ops' ? (
              <Card.Footer justifyContent="flex-end" pt="0">
                <Link asChild fontSize="sm" colorPalette={SITE_ACCENTS[site].palette}>
                  <RouterLink to="/reset">{t`Forgot password?`}</RouterLink>
                </Link>
              </Card.Footer>
            ) : null}
          </Card.Root>
        </Flex>
        <Box textAlign="center" color="fg.muted" fontSize="xs">
          {t`Need an account? Ask your administrator.`}
          {site === 'buyer' && (
            // A buyer organisation without an account registers itself (spec §2: /signin).
            <Link asChild ms="2" colorPalette={SITE_ACCENTS[site].palette} fontWeight="medium">
              <RouterLink to="/signin">{t`Register your enterprise`}</RouterLink>
            </Link>
          )}
        </Box>
      </Flex>
    </Grid>
  );
}
