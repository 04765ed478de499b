import { Button, HStack, Menu, Portal, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Building2, Check, ChevronDown } from 'lucide-react';

export type ShellTenant = { id: string; name: string };

export type TenantSwitcherProps = {
  tenants: readonly ShellTenant[];
  currentId: string | null;
  /** Without it the current tenant is shown without a menu (no way to switch yet). */
  onSwitch?: ((tenantId: string) => void) | undefined;
  switching?: boolean;
};

/** The current tenant; with more than one, a menu to switch (spec §2: tenants, only when present). */
export function TenantSwitcher({ tenants, currentId, onSwitch, switching = false }: TenantSwitcherProps) {
  const { t } = useLingui();
  const current = tenants.find((tenant) => tenant.id === currentId);
  const label = (
    <HStack gap="1.5" minW="0">
      {switching ? <Spinner size="xs" /> : <Building2 size={14} aria-hidden="true" />}
      <Text as="span" fontSize="sm" truncate maxW="16rem">
        {current?.name ?? t`Choose a tenant`}
      </Text>
    </HStack>
  );
  if (tenants.length < 2 || !onSwitch) {
    return current ? (
      <HStack color="whiteAlpha.900" minW="0" title={t`Current tenant`}>
        {label}
      </HStack>
    ) : null;
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          disabled={switching}
          minW="0"
        >
          {/* Named by its content: the visible tenant name first (WCAG 2.5.3 label in name), then a hint. */}
          {label} <VisuallyHidden>{t`Switch tenant`}</VisuallyHidden>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="16rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t`Switch tenant`}</Menu.ItemGroupLabel>
              {tenants.map((tenant) => (
                <Menu.Item
                  key={tenant.id}
                  value={tenant.id}
                  onSelect={() => {
                    if (tenant.id !== currentId) onSwitch(tenant.id);
                  }}
                  aria-current={tenant.id === currentId ? 'true' : undefined}
                >
                  <Text flex="1" truncate>
                    {tenant.name}
                  </Text>
                  {tenant.id === currentId ? <Check size={14} aria-label={t`Current`} /> : null}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
