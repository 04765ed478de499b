import {
  Avatar,
  Badge,
  Box,
  Card,
  DataList,
  Flex,
  Grid,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { currentTenantName, useCurrentUser, useMenu } from '@procure/identity-data-access';
import type { CurrentUser } from '@procure/identity-data-access';
import { EmptyState, MenuIcon, badgeText, flattenMenu } from '@procure/shared-ui';
import type { NavMenuItem } from '@procure/shared-ui';
import { Building2, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { menuToNav } from './menu-to-nav.ts';

/** The buyer and supplier home page: welcome, the tenant, quick links built from the menu, the account. */
export function HomePage() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const menu = useMenu();
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const links = useMemo(
    () => flattenMenu(menuToNav(menu.data ?? [], locale)).filter((item) => item.path !== '/'),
    [menu.data, locale],
  );
  if (!user.data) return null; // the shell renders pages only once the user is loaded
  return (
    <Box maxW="6xl" mx="auto">
      <Welcome user={user.data} locale={locale} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <QuickLinks links={links} loading={menu.isPending} />
        <Stack gap="5">
          <Organisations user={user.data} />
          <Account user={user.data} />
        </Stack>
      </Grid>
    </Box>
  );
}

function Welcome({ user, locale }: { user: CurrentUser; locale: string }) {
  const { t } = useLingui();
  const name = user.employee.empName;
  const tenant = currentTenantName(user);
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date());
  return (
    <Card.Root variant="outline" mb="5" overflow="hidden">
      <Box h="1" bg="colorPalette.solid" />
      <Card.Body>
        <HStack gap="4" align="center">
          <Avatar.Root size="xl" variant="subtle" hideBelow="sm">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Stack gap="1.5" minW="0">
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
              {user.roles.map((role) => (
                <Badge key={role.roleCode} variant="subtle" colorPalette="gray">
                  {role.roleName}
                </Badge>
              ))}
            </HStack>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function QuickLinks({ links, loading }: { links: NavMenuItem[]; loading: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t`Quick links`}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        {loading ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {[0, 1].map((i) => (
              <Skeleton key={i} h="14" rounded="md" />
            ))}
          </SimpleGrid>
        ) : links.length === 0 ? (
          <EmptyState
            title={t`No pages are open to you yet`}
            description={t`Ask your administrator for the permissions you need.`}
          />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {links.map((item) => (
              <LinkBox
                key={item.code}
                as="article"
                borderWidth="1px"
                rounded="md"
                px="4"
                py="3"
                transition="border-color 0.15s, box-shadow 0.15s"
                _hover={{ borderColor: 'colorPalette.emphasized', boxShadow: 'sm' }}
              >
                <Flex align="center" gap="3">
                  <Flex
                    align="center"
                    justify="center"
                    boxSize="9"
                    rounded="md"
                    bg="colorPalette.subtle"
                    color="colorPalette.fg"
                    flexShrink={0}
                  >
                    <MenuIcon name={item.icon ?? item.code} />
                  </Flex>
                  <LinkOverlay
                    href={item.path}
                    onClick={go(item.path ?? '/')}
                    flex="1"
                    fontWeight="medium"
                    truncate
                  >
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
      </Card.Body>
    </Card.Root>
  );
}

function Organisations({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  if (user.tenantList.length === 0) return null;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t`My organisations`}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <Stack gap="2">
          {user.tenantList.map((tenant) => (
            <HStack key={tenant.tenantId} gap="2" justify="space-between">
              <HStack gap="2" minW="0">
                <Building2 size={16} aria-hidden="true" />
                <Text truncate>{tenant.enterpriseShortName}</Text>
              </HStack>
              {tenant.tenantId === user.loginTenantId ? (
                <Badge colorPalette="green" variant="subtle">
                  {t`Current`}
                </Badge>
              ) : null}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Account({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const rows = [
    { label: t`User name`, value: user.employee.username },
    { label: t`Mobile`, value: user.employee.mobile ?? notSet },
    { label: t`E-mail`, value: user.employee.email ?? notSet },
  ];
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {t`My account`}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel minW="5rem">{row.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
