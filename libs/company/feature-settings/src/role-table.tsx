import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Role } from '@procure/company-data-access';

export type RoleTableProps = {
  roles: readonly Role[];
  onEdit: (role: Role) => void;
  /** Offered only for a role that is not built in and has no employees. */
  onDelete: (role: Role) => void;
};

/** The tenant's roles: name, code, how many permissions and employees. */
export function RoleTable({ roles, onEdit, onDelete }: RoleTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Role</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Code</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Permissions</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Employees</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {roles.map((role) => (
            <Table.Row key={role.id}>
              <Table.Cell>
                <HStack>
                  <Text fontWeight="medium">{role.name}</Text>
                  {role.builtIn ? (
                    <Badge colorPalette="blue">
                      <Trans>Built-in</Trans>
                    </Badge>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell color="fg.muted">{role.code}</Table.Cell>
              <Table.Cell>{role.permissions.length}</Table.Cell>
              <Table.Cell textAlign="end">{role.memberCount}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  <Button size="xs" variant="ghost" onClick={() => onEdit(role)}>
                    <Trans>Edit</Trans>
                  </Button>
                  {!role.builtIn && role.memberCount === 0 ? (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(role)}>
                      <Trans>Delete</Trans>
                    </Button>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
