import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, EmptyState, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useEnableVendorClass, useVendorClasses, type VendorClass } from '@procure/vendor-data-access';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ClassFormDialog, type ClassEditing } from './class-form-dialog.tsx';
import { ConversionRecords } from './conversion-records.tsx';
import { LevelsPanel } from './levels-panel.tsx';

type Row = Omit<VendorClass, 'children'>;

/**
 * `/setting/vendorClassification` (spec §2 /setting supplier classification): first-level classes with
 * their second-level children, conditions and converting conditions, enable / disable, and the
 * conversion records (every supplier's classification changes).
 */
export function ClassSettingsPage() {
  const { t } = useLingui();
  const classes = useVendorClasses();
  const enable = useEnableVendorClass();
  const [editing, setEditing] = useState<ClassEditing | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);

  const rows = (classes.data ?? []).flatMap((first) => [
    { row: first as Row, parent: null as VendorClass | null, first },
    ...first.children.map((child) => ({ row: child, parent: first, first })),
  ]);

  return (
    <Box>
      <PageHeader
        title={t`Supplier classification`}
        description={t`First-level classes with their second-level children. A supplier belongs to one class; disabled classes take no new suppliers.`}
        actions={
          <Button onClick={() => setEditing({ mode: 'create', parent: null })} data-testid="class-new">
            <Plus />
            <Trans>New first-level class</Trans>
          </Button>
        }
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          {classes.isError ? (
            <EmptyState
              title={t`The classes could not be loaded`}
              description={isApiError(classes.error) ? classes.error.desc : undefined}
            />
          ) : classes.data && classes.data.length === 0 ? (
            <EmptyState title={t`No classes yet`} description={t`Add a first-level class to start.`} />
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={t`Supplier classes`} aria-busy={classes.isPending}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Code</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Class name</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Level</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Conditions</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Converting conditions</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Suppliers</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Status</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map(({ row, parent, first }) => (
                    <Table.Row key={row.id} data-testid={`class-row-${row.code}`}>
                      <Table.Cell fontFamily="mono" ps={parent ? '8' : undefined}>
                        {row.code}
                      </Table.Cell>
                      <Table.Cell fontWeight={parent ? undefined : 'semibold'}>{row.name}</Table.Cell>
                      <Table.Cell>{parent ? t`Second level` : t`First level`}</Table.Cell>
                      <Table.Cell maxW="64" whiteSpace="pre-wrap">
                        <Text textStyle="sm">{row.conditions || '—'}</Text>
                      </Table.Cell>
                      <Table.Cell maxW="64" whiteSpace="pre-wrap">
                        <Text textStyle="sm">{row.convertingConditions || '—'}</Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{row.suppliers}</Table.Cell>
                      <Table.Cell>
                        {row.enabled ? (
                          <Badge colorPalette="green">{t`Enabled`}</Badge>
                        ) : (
                          <Badge colorPalette="gray">{t`Disabled`}</Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <HStack gap="2" justify="flex-end">
                          {parent ? null : (
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => setEditing({ mode: 'create', parent: first })}
                            >
                              <Trans>Add child</Trans>
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() =>
                              setEditing({ mode: 'edit', row, parentCode: parent?.code ?? null })
                            }
                          >
                            <Trans>Edit</Trans>
                          </Button>
                          <Button size="xs" variant="outline" onClick={() => setToggling(row)}>
                            {row.enabled ? t`Disable` : t`Enable`}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
        <LevelsPanel />
        <ConversionRecords />
      </Stack>
      <ClassFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling?.enabled ? t`Disable the class` : t`Enable the class`}
        description={
          toggling
            ? toggling.enabled
              ? t`Disable ${toggling.code} ${toggling.name}? Its suppliers keep the class, but no supplier can be put in it (nor in its children) until it is enabled again.`
              : t`Enable ${toggling.code} ${toggling.name}?`
            : null
        }
        tone={toggling?.enabled ? 'danger' : 'primary'}
        confirmLabel={toggling?.enabled ? t`Disable` : t`Enable`}
        loading={enable.isPending}
        onConfirm={() =>
          toggling &&
          enable.mutate(
            { id: toggling.id, enabled: !toggling.enabled },
            { onSuccess: (desc) => showSuccessToast(desc), onSettled: () => setToggling(null) },
          )
        }
      />
    </Box>
  );
}
