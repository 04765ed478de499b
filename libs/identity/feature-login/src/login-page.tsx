import { Box, Card, Flex, Grid, Heading, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useChangeLanguage } from '@procure/identity-data-access';
import type { Site } from '@procure/shared-codes';
import { LanguageSwitch, SITE_ACCENTS } from '@procure/shared-ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoginBrandPanel } from './login-brand-panel.tsx';
import { LoginForm } from './login-form.tsx';

export type LoginPageProps = {
  site: Site;
  /** Where to go after login: the ops console's registration approval, the others' home page. */
  redirectTo: string;
};

export function LoginPage({ site, redirectTo }: LoginPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const changeLanguage = useChangeLanguage();
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
              <LoginForm site={site} onLoggedIn={() => void navigate(redirectTo, { replace: true })} />
            </Card.Body>
          </Card.Root>
        </Flex>
        <Box textAlign="center" color="fg.subtle" fontSize="xs">
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
