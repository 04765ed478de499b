import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { SideMenu } from './side-menu.tsx';
import type { SideMenuProps } from './side-menu.tsx';
import { ProductBrand } from './product-brand.tsx';
import { SITE_ACCENTS } from './site.ts';
import { TopNav } from './top-nav.tsx';
import type { TopNavProps } from './top-nav.tsx';

export type AppShellProps = Omit<TopNavProps, 'onOpenMenu'> & {
  menu: SideMenuProps['items'];
  currentPath: string;
  activeCodes?: readonly string[];
  onNavigate: (path: string) => void;
  /** Named routes such as the home page hide the side menu (spec §2). */
  hideSideMenu?: boolean;
  children: ReactNode;
};

/** Top navigation, side menu (a drawer on narrow screens) and the page area. */
export function AppShell({
  menu,
  currentPath,
  activeCodes,
  onNavigate,
  hideSideMenu = false,
  children,
  ...topNav
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showMenu = !hideSideMenu && menu.length > 0;
  const accent = SITE_ACCENTS[topNav.site];
  const navigateAndClose = (path: string) => {
    setDrawerOpen(false);
    onNavigate(path);
  };
  return (
    <Flex direction="column" minH="100dvh" colorPalette={accent.palette}>
      <TopNav {...topNav} onOpenMenu={showMenu ? () => setDrawerOpen(true) : undefined} />
      <Flex flex="1" minH="0">
        {showMenu ? (
          <Box
            as="aside"
            w="15rem"
            flexShrink={0}
            bg="bg.panel"
            borderEndWidth="1px"
            hideBelow="md"
            position="sticky"
            top="14"
            h="calc(100dvh - var(--chakra-sizes-14))"
            overflowY="auto"
          >
            <SideMenu
              items={menu}
              currentPath={currentPath}
              activeCodes={activeCodes}
              onNavigate={onNavigate}
            />
          </Box>
        ) : null}
        <Box as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '5' }}>
          {children}
        </Box>
      </Flex>
      {showMenu ? (
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(e) => setDrawerOpen(e.open)}
          placement="start"
          size="xs"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content colorPalette={accent.palette}>
                <Drawer.Header bg={accent.bar} py="3">
                  <ProductBrand site={topNav.site} />
                </Drawer.Header>
                <Drawer.Body px="0">
                  <SideMenu
                    items={menu}
                    currentPath={currentPath}
                    activeCodes={activeCodes}
                    onNavigate={navigateAndClose}
                  />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" color="white" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
    </Flex>
  );
}
