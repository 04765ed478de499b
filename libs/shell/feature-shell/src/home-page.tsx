import { Badge, Box, Card, Flex, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { currentTenantName, useCurrentUser, useMenu } from '@procure/identity-data-access';
import { EmptyState, MenuIcon, badgeText, flattenMenu } from '@procure/shared-ui';
import { Building2, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { menuToNav } from './menu-to-nav.ts';

/** The buyer and supplier home page: welcome, the tenant, and quick links built from the menu. */
export function HomePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const menu = useMenu();
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const links = useMemo(
    () => flattenMenu(menuToNav(menu.data ?? [], locale)).filter((item) => item.path && item.path !== '/'),
    [menu.data, locale],
  );
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date());
  const name = user.data?.employee.empName ?? '';
  const tenant = user.data ? currentTenantName(user.data) : undefined;
  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(path);
  };

  return (
    <Box maxW="6xl" mx="auto">
      <Card.Root variant="outline" mb="5" overflow="hidden">
        <Box h="1" bg="colorPalette.solid" />
        <Card.Body gap="3">
          <Text color="fg.muted" textStyle="sm">
            {today}
          </Text>
          <Heading size="2xl" fontWeight="semibold">
            {t`Welcome back, ${name}`}
          </Heading>
          <HStack gap="2" color="fg.muted" flexWrap="wrap">
            {tenant ? (
              <HStack gap="1.5">
                <Building2 size={16} aria-hidden="true" />
                <Text>{tenant}</Text>
              </HStack>
            ) : null}
            {user.data?.roles.map((role) => (
              <Badge key={role.roleCode} variant="subtle" colorPalette="gray">
                {role.roleName}
              </Badge>
            ))}
          </HStack>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="md" mb="3">
        {t`Quick links`}
      </Heading>
      {menu.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" rounded="md" />
          ))}
        </SimpleGrid>
      ) : links.length === 0 ? (
        <Card.Root variant="outline">
          <EmptyState title={t`No pages are open to you yet`} description={t`Ask your administrator for the permissions you need.`} />
        </Card.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {links.map((item) => (
            <LinkBox
              key={item.code}
              as="article"
              bg="bg.panel"
              borderWidth="1px"
              rounded="md"
              px="4"
              py="3.5"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: 'colorPalette.emphasized', boxShadow: 'sm' }}
            >
              <Flex align="center" gap="3">
                <Flex align="center" justify="center" boxSize="9" rounded="md" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0}>
                  <MenuIcon name={item.icon ?? item.code} />
                </Flex>
                <LinkOverlay href={item.path} onClick={go(item.path ?? '/')} flex="1" fontWeight="medium" truncate>
                  {item.label}
                </LinkOverlay>
                {item.badge ? (
                  <Badge colorPalette="orange" variant="subtle">
                    {badgeText(item.badge)}
                  </Badge>
                ) : null}
                <ChevronRight size={16} aria-hidden="true" />
              </Flex>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
