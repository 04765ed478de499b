import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@procure/shared-api-client';
import { ConfirmDialog, EmptyState, PageHeader, formatInstant, showSuccessToast } from '@procure/shared-ui';
import {
  useDeleteStatementDataRule,
  useStatementDataRuleOptions,
  useStatementDataRules,
  type StatementDataRule,
} from '@procure/statement-data-access';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataRuleDialog, type RuleEditing } from './data-rule-dialog.tsx';

/** Does the rule mention the keyword (employee, suppliers, legal entities, remark; case-insensitive)? */
function matches(rule: StatementDataRule, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return [
    rule.userName,
    rule.remark,
    ...rule.vendors.map((v) => v.name),
    ...rule.legalEntities.map((e) => e.name),
  ]
    .join('\n')
    .toLowerCase()
    .includes(k);
}

function Names({ names, all }: { names: readonly { id: string; name: string }[]; all: string }) {
  if (names.length === 0) return <Text color="fg.muted">{all}</Text>;
  return (
    <Stack gap="1">
      {names.map((n) => (
        <Text key={n.id}>{n.name}</Text>
      ))}
    </Stack>
  );
}

/**
 * `/setting/statementData` (spec §2 /setting "statement data", §6 "employee data authorisation rules"): which
 * statements each employee sees — all, or those of some suppliers and/or legal entities. An employee without
 * a rule sees every statement.
 */
export function StatementDataRulesPage() {
  const { t, i18n } = useLingui();
  const rules = useStatementDataRules();
  const options = useStatementDataRuleOptions();
  const remove = useDeleteStatementDataRule();
  const [employee, setEmployee] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<RuleEditing>(null);
  const [deleting, setDeleting] = useState<StatementDataRule | null>(null);

  const all = useMemo(() => rules.data ?? [], [rules.data]);
  const rows = useMemo(
    () => all.filter((r) => (!employee || r.userId === employee) && matches(r, keyword)),
    [all, employee, keyword],
  );
  const title = t`Statement data rules`;
  return (
    <Box>
      <PageHeader
        title={title}
        description={t`Which statements of account each employee sees: all of them, or only those of some suppliers and/or legal entities. An employee without a rule sees every statement.`}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="data-rule-new">
            <Plus />
            <Trans>New rule</Trans>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <Wrap gap="3" mb="4" align="center">
          <NativeSelect.Root maxW="56">
            <NativeSelect.Field
              aria-label={t`Employee`}
              value={employee}
              onChange={(e) => setEmployee(e.target.value)}
              data-testid="data-rule-filter-employee"
            >
              <option value="">{t`All employees`}</option>
              {all.map((r) => (
                <option key={r.userId} value={r.userId}>
                  {r.userName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            maxW="72"
            aria-label={t`Keyword`}
            placeholder={t`Employee, supplier, legal entity or remark`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="data-rule-filter-keyword"
          />
        </Wrap>
        {rules.isError ? (
          <EmptyState
            title={t`The rules could not be loaded`}
            description={isApiError(rules.error) ? rules.error.desc : undefined}
          />
        ) : rules.data && rows.length === 0 ? (
          <EmptyState
            title={all.length === 0 ? t`No rules yet` : t`No rule matches`}
            description={
              all.length === 0
                ? t`Every employee sees every statement. Add a rule to limit an employee to some suppliers or legal entities.`
                : t`Change the employee or the keyword.`
            }
          />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={title} aria-busy={rules.isPending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Employee</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Suppliers</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Legal entities</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Remark</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Updated by</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Updated at</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((rule) => (
                  <Table.Row key={rule.id} data-testid={`data-rule-row-${rule.userId}`}>
                    <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                      {rule.userName}
                    </Table.Cell>
                    {rule.allData ? (
                      <Table.Cell colSpan={2}>
                        <Badge colorPalette="green">{t`All statements`}</Badge>
                      </Table.Cell>
                    ) : (
                      <>
                        <Table.Cell minW="40" maxW="56" whiteSpace="normal">
                          <Names names={rule.vendors} all={t`Any supplier`} />
                        </Table.Cell>
                        <Table.Cell minW="40" maxW="56" whiteSpace="normal">
                          <Names names={rule.legalEntities} all={t`Any legal entity`} />
                        </Table.Cell>
                      </>
                    )}
                    <Table.Cell minW="36" maxW="64" whiteSpace="pre-wrap">
                      {rule.remark || '—'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{rule.updatedByName || '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatInstant(rule.updatedAt, i18n.locale)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        <Button size="xs" variant="outline" onClick={() => setEditing(rule)}>
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setDeleting(rule)}
                        >
                          <Trans>Delete</Trans>
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
      <DataRuleDialog editing={editing} options={options.data} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete the rule`}
        description={
          deleting
            ? t`Delete the statement data rule of ${deleting.userName}? They will see every statement again.`
            : null
        }
        confirmLabel={t`Delete`}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (desc) => showSuccessToast(desc || t`Statement data rule deleted`),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Box>
  );
}
