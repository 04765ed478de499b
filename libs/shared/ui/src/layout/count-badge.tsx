import { Badge, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { countBadgeText } from './count-badge-text.ts';
import type { CountBadgeKind } from './count-badge-text.ts';

export type CountBadgeProps = {
  /** Absent when the count has no source yet: then no badge at all. */
  count?: number | null | undefined;
  kind: CountBadgeKind;
  /** The icon or button the badge sits on; without it the badge stands alone (menus, lists). */
  children?: ReactNode;
};

/** A red count on an icon (cart, messages) or beside a menu entry (approvals), capped per spec §9. */
export function CountBadge({ count, kind, children }: CountBadgeProps) {
  const text = countBadgeText(count, kind);
  const badge = text ? (
    <Badge
      size="xs"
      variant="solid"
      colorPalette="red"
      rounded="full"
      minW="4.5"
      justifyContent="center"
      px="1"
      data-testid={`count-badge-${kind}`}
    >
      {text}
    </Badge>
  ) : null;
  if (!children) return badge;
  return (
    <Box position="relative" display="inline-flex">
      {children}
      {badge ? (
        <Box position="absolute" top="0.5" insetEnd="0.5" pointerEvents="none">
          {badge}
        </Box>
      ) : null}
    </Box>
  );
}
