import { Flex, HStack, IconButton, Separator, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { Building2, Menu as MenuIcon } from 'lucide-react';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { ProductBrand } from './product-brand.tsx';
import { SITE_ACCENTS } from './site.ts';
import { UserMenu } from './user-menu.tsx';
import type { ShellUser } from './user-menu.tsx';

export type TopNavProps = {
  site: Site;
  user: ShellUser;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  onOpenAddresses?: (() => void) | undefined;
  /** Shown on narrow screens, where the side menu is a drawer. */
  onOpenMenu?: (() => void) | undefined;
};

export function TopNav({
  site,
  user,
  locale,
  onLocaleChange,
  onLogout,
  onOpenAddresses,
  onOpenMenu,
}: TopNavProps) {
  const { t } = useLingui();
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      h="14"
      px={{ base: '2', md: '4' }}
      bg={SITE_ACCENTS[site].bar}
      color="white"
      boxShadow="sm"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {onOpenMenu ? (
        <IconButton
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          aria-label={t`Open menu`}
          hideFrom="md"
          onClick={onOpenMenu}
        >
          <MenuIcon size={18} />
        </IconButton>
      ) : null}
      <ProductBrand site={site} />
      {user.tenantName ? (
        <HStack gap="1.5" color="whiteAlpha.900" hideBelow="lg" minW="0">
          <Separator orientation="vertical" h="6" borderColor="whiteAlpha.400" mx="2" />
          <Building2 size={14} aria-hidden="true" />
          <Text fontSize="sm" truncate title={t`Current tenant`}>
            {user.tenantName}
          </Text>
        </HStack>
      ) : null}
      <HStack gap="2" ms="auto">
        <LanguageSwitch value={locale} onChange={onLocaleChange} tone="onDark" />
        <UserMenu user={user} onLogout={onLogout} onOpenAddresses={onOpenAddresses} />
      </HStack>
    </Flex>
  );
}
