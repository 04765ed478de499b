import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ProductLogo, SITE_ACCENTS, useProductName } from '@procure/shared-ui';
import type { Site } from '@procure/shared-codes';
import { MonitorSmartphone } from 'lucide-react';

/**
 * Spec §2: where a mobile messenger's browser (WeChat, DingTalk) lands when it is not signed in or
 * the session timed out. Public, and exempt from the timeout redirect.
 */
export function MobileLoginTipPage({ site }: { site: Site }) {
  const { t } = useLingui();
  const productName = useProductName();
  const accent = SITE_ACCENTS[site];
  return (
    <Box minH="100dvh" bg="canvas" colorPalette={accent.palette} data-testid="mobile-login-tip">
      <Box bg={accent.bar} px="5" py="4" display="flex" alignItems="center" gap="2">
        <ProductLogo size={28} tickColor={accent.logoTick} />
        <Text color="white" fontWeight="bold">
          {productName}
        </Text>
      </Box>
      <Stack gap="4" px="6" py="10" maxW="sm" mx="auto" textAlign="center" align="center">
        <Box color="colorPalette.fg">
          <MonitorSmartphone size={56} aria-hidden="true" />
        </Box>
        <Heading size="lg">{t`Please sign in again`}</Heading>
        <Text color="fg.muted">
          {t`You are not signed in, or your session has timed out. Sign in to continue, or open this link in a browser on your computer for the full portal.`}
        </Text>
        <Button asChild colorPalette={accent.palette} size="lg" w="full">
          <a href="/login">{t`Go to sign-in`}</a>
        </Button>
      </Stack>
    </Box>
  );
}
