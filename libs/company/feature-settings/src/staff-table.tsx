import { Badge, Button, HStack, Table, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Staff } from '@procure/company-data-access';

export type StaffTableProps = {
  rows: readonly Staff[];
  onEdit: (staff: Staff) => void;
  /** Asks to enable or disable the employee (a confirmation follows). */
  onToggle: (staff: Staff) => void;
};

/** The employees with their departments, position levels, roles and status. */
export function StaffTable({ rows, onEdit, onToggle }: StaffTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Username</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Mobile</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Department</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Position level</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Roles</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((s) => (
            <Table.Row key={s.userId}>
              <Table.Cell fontWeight="medium">{s.empName}</Table.Cell>
              <Table.Cell>{s.username}</Table.Cell>
              <Table.Cell>{s.mobile ?? '—'}</Table.Cell>
              <Table.Cell>{s.departmentName ?? '—'}</Table.Cell>
              <Table.Cell>{s.positionLevelName ?? '—'}</Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {s.roles.map((r) => (
                    <Badge key={r.id} variant="subtle">
                      {r.name}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                {s.disabled ? (
                  <Badge colorPalette="gray">
                    <Trans>Disabled</Trans>
                  </Badge>
                ) : (
                  <Badge colorPalette="green">
                    <Trans>Enabled</Trans>
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  <Button size="xs" variant="ghost" onClick={() => onEdit(s)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette={s.disabled ? 'green' : 'red'}
                    onClick={() => onToggle(s)}
                  >
                    {s.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
