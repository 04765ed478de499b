import { Box, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { initialsOf } from './initials.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LogOut, MapPin, Settings } from 'lucide-react';

export type ShellUser = {
  name: string;
  tenantName?: string | undefined;
  roleNames?: readonly string[] | undefined;
};

export type UserMenuProps = {
  user: ShellUser;
  onLogout: () => void;
  /** Optional link to the personal address settings. */
  onOpenAddresses?: (() => void) | undefined;
  /** Personal settings (spec §2), only when the menu tree holds them. */
  onOpenSettings?: (() => void) | undefined;
};

export function UserMenu({ user, onLogout, onOpenAddresses, onOpenSettings }: UserMenuProps) {
  const { t } = useLingui();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          px="2"
        >
          {/* Named by its content, the visible name first (WCAG 2.5.3 label in name), then a hidden hint;
              an aria-label would hide the visible name from speech-input users. */}
          <Initials name={user.name} />
          <Text as="span" maxW="10rem" truncate hideBelow="sm">
            {user.name}
          </Text>{' '}
          <VisuallyHidden>{t`User menu`}</VisuallyHidden>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {user.name}
              </Text>
              {user.tenantName ? (
                <Text fontSize="xs" color="fg.muted" truncate>
                  {user.tenantName}
                </Text>
              ) : null}
              {user.roleNames && user.roleNames.length > 0 ? (
                <Text fontSize="xs" color="fg.subtle" truncate>
                  {user.roleNames.join(' · ')}
                </Text>
              ) : null}
            </Box>
            <Menu.Separator />
            {onOpenSettings ? (
              <Menu.Item value="settings" onSelect={onOpenSettings}>
                <Settings size={14} aria-hidden="true" />
                <Trans>Personal settings</Trans>
              </Menu.Item>
            ) : null}
            {onOpenAddresses ? (
              <Menu.Item value="addresses" onSelect={onOpenAddresses}>
                <MapPin size={14} aria-hidden="true" />
                <Trans>Address settings</Trans>
              </Menu.Item>
            ) : null}
            <Menu.Item
              value="logout"
              onSelect={onLogout}
              color="fg.error"
              _hover={{ bg: 'bg.error', color: 'fg.error' }}
            >
              <LogOut size={14} aria-hidden="true" />
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The user's initials in a circle. Not Chakra's Avatar: it runs a state machine (image loading) that
 * re-renders synchronously right after the first render of every page, for a picture we never have.
 */
function Initials({ name }: { name: string }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize="8"
      rounded="full"
      bg="gray.subtle"
      color="gray.fg"
      fontSize="xs"
      fontWeight="medium"
    >
      {initialsOf(name)}
    </Box>
  );
}
