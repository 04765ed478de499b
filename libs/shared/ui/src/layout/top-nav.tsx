import { Flex, HStack, IconButton, Image, Separator } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { Menu as MenuIcon } from 'lucide-react';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { ProductBrand } from './product-brand.tsx';
import { SITE_ACCENTS } from './site.ts';
import { TenantSwitcher } from './tenant-switcher.tsx';
import type { TenantSwitcherProps } from './tenant-switcher.tsx';
import { TopNavLinkButtons } from './top-nav-links.tsx';
import type { TopNavLinks } from './top-nav-links.tsx';
import { UserMenu } from './user-menu.tsx';
import type { ShellUser } from './user-menu.tsx';

export type TopNavProps = {
  site: Site;
  user: ShellUser;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  onOpenAddresses?: (() => void) | undefined;
  /** Personal settings, when the menu tree holds them. */
  onOpenSettings?: (() => void) | undefined;
  /** The tenants of the user (switcher with two or more); absent for a user without tenants. */
  tenants?: TenantSwitcherProps | undefined;
  /** The enterprise's own logo (loginEmployee.enterpriseInfoLogo), shown beside the tenant. */
  enterpriseLogoUrl?: string | null | undefined;
  /** Enterprise and asset management, downloads, cart, messages: only the ones present. */
  links?: TopNavLinks | undefined;
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
  onOpenSettings,
  tenants,
  enterpriseLogoUrl,
  links = {},
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
      {tenants || enterpriseLogoUrl ? (
        <HStack gap="1.5" color="whiteAlpha.900" hideBelow="md" minW="0">
          <Separator orientation="vertical" h="6" borderColor="whiteAlpha.400" mx="2" />
          {enterpriseLogoUrl ? (
            <Image src={enterpriseLogoUrl} alt={t`Enterprise logo`} h="7" maxW="7rem" objectFit="contain" />
          ) : null}
          {tenants ? <TenantSwitcher {...tenants} /> : null}
        </HStack>
      ) : null}
      <HStack gap="2" ms="auto">
        <TopNavLinkButtons links={links} />
        <LanguageSwitch value={locale} onChange={onLocaleChange} tone="onDark" />
        <UserMenu
          user={user}
          onLogout={onLogout}
          onOpenAddresses={onOpenAddresses}
          onOpenSettings={onOpenSettings}
        />
      </HStack>
    </Flex>
  );
}
