import { Badge, Box, Flex, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { MenuIcon } from './menu-icon.tsx';
import { badgeText, containsActive, isMenuItemActive } from './nav-menu.ts';
import type { NavMenuItem } from './nav-menu.ts';

export type SideMenuProps = {
  items: readonly NavMenuItem[];
  currentPath: string;
  /** Route meta `activeMenu`: menu codes that highlight their entry. */
  activeCodes?: readonly string[];
  onNavigate: (path: string) => void;
};

const ItemLink = chakra('a', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    px: '3',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    color: 'fg.muted',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background 0.15s, color 0.15s',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
    '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' },
  },
});

/** The side menu built from the menu tree; groups open when they contain the active entry. */
export function SideMenu({ items, currentPath, activeCodes = [], onNavigate }: SideMenuProps) {
  const { t } = useLingui();
  return (
    <chakra.nav aria-label={t`Main menu`} display="flex" flexDirection="column" gap="0.5" p="2">
      {items.map((item) => (
        <MenuEntry
          key={item.code}
          item={item}
          depth={0}
          currentPath={currentPath}
          activeCodes={activeCodes}
          onNavigate={onNavigate}
        />
      ))}
    </chakra.nav>
  );
}

type EntryProps = {
  item: NavMenuItem;
  depth: number;
  currentPath: string;
  activeCodes: readonly string[];
  onNavigate: (path: string) => void;
};

function MenuEntry({ item, depth, currentPath, activeCodes, onNavigate }: EntryProps) {
  const indent = depth > 0 ? `${depth * 1.75 + 0.75}rem` : undefined;
  if (item.children.length > 0) {
    return (
      <MenuGroup
        item={item}
        depth={depth}
        indent={indent}
        currentPath={currentPath}
        activeCodes={activeCodes}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <MenuLeaf
      item={item}
      indent={indent}
      depth={depth}
      currentPath={currentPath}
      activeCodes={activeCodes}
      onNavigate={onNavigate}
    />
  );
}

/**
 * A group opens whenever a route makes one of its entries active, also after the first render.
 *
 * A plain disclosure button, not Chakra's Collapsible: each Collapsible runs a state machine that
 * measures its content in an animation frame and re-renders synchronously, and a menu has dozens of
 * groups (Lighthouse on the signed-in order list, issue #13). A closed group renders no entries.
 */
function MenuGroup({
  item,
  depth,
  indent,
  currentPath,
  activeCodes,
  onNavigate,
}: EntryProps & { indent?: string | undefined }) {
  const holdsActive = containsActive(item, currentPath, activeCodes);
  const [open, setOpen] = useState(holdsActive || depth === 0);
  const contentId = useId();
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  return (
    <div>
      <ItemLink
        as="button"
        type="button"
        width="full"
        ps={indent}
        color="fg"
        fontWeight="medium"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((was) => !was)}
      >
        <MenuIcon name={item.icon} />
        <Text flex="1" textAlign="start" truncate>
          {item.label}
        </Text>
        <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined}>
          <ChevronDown size={14} aria-hidden="true" />
        </Box>
      </ItemLink>
      <Flex id={contentId} direction="column" gap="0.5" mt="0.5" display={open ? undefined : 'none'}>
        {open
          ? item.children.map((child) => (
              <MenuEntry
                key={child.code}
                item={child}
                depth={depth + 1}
                currentPath={currentPath}
                activeCodes={activeCodes}
                onNavigate={onNavigate}
              />
            ))
          : null}
      </Flex>
    </div>
  );
}

function MenuLeaf({
  item,
  depth,
  indent,
  currentPath,
  activeCodes,
  onNavigate,
}: EntryProps & { indent?: string | undefined }) {
  const { t } = useLingui();
  const active = isMenuItemActive(item, currentPath, activeCodes);
  const path = item.path;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Keep real links (new tab, copy address) and route in-app on a plain click.
    if (!path || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <ItemLink href={path} ps={indent} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {depth === 0 ? <MenuIcon name={item.icon} /> : null}
      <Text flex="1" truncate>
        {item.label}
      </Text>
      {item.isNew ? (
        <Badge size="xs" colorPalette="red" variant="solid">
          {t`New`}
        </Badge>
      ) : null}
      {item.badge ? (
        <Badge size="xs" colorPalette="orange" variant="subtle">
          {badgeText(item.badge)}
        </Badge>
      ) : null}
    </ItemLink>
  );
}
