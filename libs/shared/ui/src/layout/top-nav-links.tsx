import { HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Bell, Boxes, Building, Download, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { CountBadge } from './count-badge.tsx';
import type { CountBadgeKind } from './count-badge-text.ts';

/** Top-bar targets of spec §2 besides tenants, language, personal settings and logout. */
export const TOP_NAV_LINK_KEYS = [
  'enterpriseManagement',
  'assetManagement',
  'downloads',
  'cart',
  'messages',
] as const;
export type TopNavLinkKey = (typeof TOP_NAV_LINK_KEYS)[number];

export type TopNavLink = {
  onOpen: () => void;
  /** Cart and messages only; absent while there is no count source (then no badge). */
  count?: number | undefined;
};

/** Only the targets the shell passes are shown: each exists only where the menu tree has it. */
export type TopNavLinks = Partial<Record<TopNavLinkKey, TopNavLink>>;

const ICONS: Record<TopNavLinkKey, ReactNode> = {
  enterpriseManagement: <Building size={18} />,
  assetManagement: <Boxes size={18} />,
  downloads: <Download size={18} />,
  cart: <ShoppingCart size={18} />,
  messages: <Bell size={18} />,
};

const BADGES: Partial<Record<TopNavLinkKey, CountBadgeKind>> = { cart: 'cart', messages: 'messages' };

export function TopNavLinkButtons({ links }: { links: TopNavLinks }) {
  const { t } = useLingui();
  const labels: Record<TopNavLinkKey, string> = {
    enterpriseManagement: t`Enterprise management`,
    assetManagement: t`Asset management`,
    downloads: t`Downloads`,
    cart: t`Shopping cart`,
    messages: t`Messages`,
  };
  return (
    <HStack gap="0.5">
      {TOP_NAV_LINK_KEYS.map((key) => {
        const link = links[key];
        if (!link) return null;
        const badge = BADGES[key];
        const button = (
          <IconButton
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            aria-label={labels[key]}
            title={labels[key]}
            onClick={link.onOpen}
            data-testid={`top-nav-${key}`}
          >
            {ICONS[key]}
          </IconButton>
        );
        return badge ? (
          <CountBadge key={key} kind={badge} count={link.count}>
            {button}
          </CountBadge>
        ) : (
          <span key={key}>{button}</span>
        );
      })}
    </HStack>
  );
}
