import { Box, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '@procure/shared-codes';
import { SITE_ACCENTS } from './site.ts';

/** The product mark: a rounded tile with a stylised cloud and a tick (procurement done). */
export function ProductLogo({
  size = 32,
  tickColor = 'var(--chakra-colors-brand-800)',
}: {
  size?: number;
  tickColor?: string;
}) {
  return (
    <Box as="span" display="inline-flex" flexShrink={0} aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="8" fill="white" fillOpacity="0.16" />
        <path
          d="M10.5 22.5h11.2a4.8 4.8 0 0 0 .6-9.56A6.5 6.5 0 0 0 9.8 14.6a4 4 0 0 0 .7 7.9Z"
          fill="white"
        />
        <path
          d="m12.8 17.6 2.4 2.4 4.6-4.6"
          fill="none"
          stroke={tickColor}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}

export function useProductName(): string {
  const { t } = useLingui();
  return t`Procure Cloud`;
}

export function useSiteLabel(site: Site): string {
  const { t } = useLingui();
  switch (site) {
    case 'buyer':
      return t`Buyer portal`;
    case 'supplier':
      return t`Supplier portal`;
    case 'ops':
      return t`Operations console`;
  }
}

export type ProductBrandProps = { site: Site; size?: 'sm' | 'lg' };

/** Logo, product name and the site's subtitle, on a dark (brand) background. */
export function ProductBrand({ site, size = 'sm' }: ProductBrandProps) {
  const productName = useProductName();
  const siteLabel = useSiteLabel(site);
  const large = size === 'lg';
  return (
    <HStack gap={large ? '3' : '2'} color="white" minW="0">
      <ProductLogo size={large ? 44 : 30} tickColor={SITE_ACCENTS[site].logoTick} />
      <Box minW="0" lineHeight="short">
        <Text fontWeight="bold" fontSize={large ? '2xl' : 'md'} letterSpacing="wide" truncate>
          {productName}
        </Text>
        <Text fontSize={large ? 'md' : 'xs'} color="whiteAlpha.800" truncate>
          {siteLabel}
        </Text>
      </Box>
    </HStack>
  );
}
