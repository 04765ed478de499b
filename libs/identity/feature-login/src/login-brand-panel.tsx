import { Box, Flex, HStack, Heading, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '@procure/shared-codes';
import { ProductLogo, SITE_ACCENTS, useProductName, useSiteLabel } from '@procure/shared-ui';
import { CircleCheck } from 'lucide-react';

function useSiteCopy(site: Site): { tagline: string; points: string[] } {
  const { t } = useLingui();
  switch (site) {
    case 'buyer':
      return {
        tagline: t`Purchasing, approvals and spending in one place`,
        points: [
          t`Catalogue and non-catalogue purchasing`,
          t`Approvals with a full history`,
          t`Payables, invoices and budgets`,
        ],
      };
    case 'supplier':
      return {
        tagline: t`Work with your customers' purchasing teams`,
        points: [
          t`Confirm and deliver orders`,
          t`Reconcile and invoice`,
          t`Keep your qualifications up to date`,
        ],
      };
    case 'ops':
      return {
        tagline: t`Run the platform for buyers and suppliers`,
        points: [
          t`Approve tenant registrations`,
          t`Manage buyers and suppliers`,
          t`Watch the outbox and jobs`,
        ],
      };
  }
}

/** The coloured half of the login page: product, site and what the site is for. */
export function LoginBrandPanel({ site }: { site: Site }) {
  const productName = useProductName();
  const siteLabel = useSiteLabel(site);
  const { tagline, points } = useSiteCopy(site);
  const { t } = useLingui();
  return (
    <Flex
      direction="column"
      justify="space-between"
      color="white"
      css={{ background: SITE_ACCENTS[site].barGradient }}
      px={{ base: '6', lg: '12' }}
      py={{ base: '6', lg: '10' }}
      gap="8"
      position="relative"
      overflow="hidden"
    >
      {/* A quiet grid pattern: texture without an image download. */}
      <Box
        position="absolute"
        inset="0"
        opacity="0.08"
        pointerEvents="none"
        css={{
          backgroundImage:
            'linear-gradient(white 1px, transparent 1px), linear-gradient(90deg, white 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        }}
      />
      <HStack gap="3" position="relative">
        <ProductLogo size={40} tickColor={SITE_ACCENTS[site].logoTick} />
        <Box lineHeight="short">
          <Text fontWeight="bold" fontSize="xl" letterSpacing="wide">
            {productName}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.800">
            {siteLabel}
          </Text>
        </Box>
      </HStack>
      <Box position="relative" hideBelow="lg">
        <Heading as="p" size="3xl" fontWeight="semibold" lineHeight="shorter" maxW="28rem">
          {tagline}
        </Heading>
        <List.Root gap="3" mt="8" variant="plain">
          {points.map((point) => (
            <List.Item key={point} alignItems="center" gap="2.5" fontSize="md" color="whiteAlpha.900">
              <List.Indicator asChild>
                <CircleCheck size={18} />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Text fontSize="xs" color="whiteAlpha.700" position="relative" hideBelow="lg">
        {t`© 2026 Procure Cloud. For authorised users only.`}
      </Text>
    </Flex>
  );
}
