import type { Site } from '@procure/shared-codes';

export type SiteAccent = {
  /** Chakra colour palette of buttons and highlights on this site. */
  palette: 'brand' | 'teal' | 'purple';
  /** Background of the top bar and of the login page's brand panel. */
  bar: string;
  barGradient: string;
  /** Colour of the logo's tick: the bar's own colour, so it reads as cut out of the cloud. */
  logoTick: string;
};

// The three sites share one system but are told apart at a glance: blue buyers, teal suppliers,
// deep violet for the platform operators.
export const SITE_ACCENTS: Record<Site, SiteAccent> = {
  buyer: {
    palette: 'brand',
    bar: 'brand.800',
    barGradient: 'linear-gradient(135deg, {colors.brand.900}, {colors.brand.600})',
    logoTick: 'var(--chakra-colors-brand-800)',
  },
  supplier: {
    palette: 'teal',
    bar: 'teal.800',
    barGradient: 'linear-gradient(135deg, {colors.teal.900}, {colors.teal.600})',
    logoTick: 'var(--chakra-colors-teal-800)',
  },
  ops: {
    palette: 'purple',
    bar: 'purple.900',
    barGradient: 'linear-gradient(135deg, {colors.gray.900}, {colors.purple.800})',
    logoTick: 'var(--chakra-colors-purple-900)',
  },
};
