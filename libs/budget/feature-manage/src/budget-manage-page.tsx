import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  downloadBudgetTemplate,
  useBudgetList,
  useImportBudgets,
  type Budget,
} from '@procure/budget-data-access';
import { ImportDialog, PageHeader } from '@procure/shared-ui';
import { useState } from 'react';
import { AmountDialog } from './amount-dialog.tsx';
import { BudgetTable } from './budget-table.tsx';
import { CreateDialog } from './create-budget-dialog.tsx';
import { LedgerDialog } from './ledger-dialog.tsx';

// Budget management (/setting/budget): amounts, what is reserved/committed/spent, the ledger per
// budget, create, amount edit (the server refuses going below committed + spent), disable, import.
export function BudgetManagePage() {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useBudgetList({ keyword: keyword || undefined, page, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Budget | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const importBudgets = useImportBudgets();
  const labels: Record<string, string> = {
    costCentreCode: t`Cost centre code`,
    projectCode: t`Project code`,
    name: t`Budget name`,
    period: t`Period`,
    amount: t`Amount (CNY)`,
  };
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="4">
      <PageHeader
        title={<Trans>Budgets</Trans>}
        description={
          <Trans>
            Submissions reserve budget; approval commits it; withdrawal, rejection and cancellation release
            it.
          </Trans>
        }
        actions={
          <HStack>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Trans>Import</Trans>
            </Button>
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              <Trans>New budget</Trans>
            </Button>
          </HStack>
        }
      />
      <HStack as="form" role="search" onSubmit={(e) => e.preventDefault()}>
        <Input
          aria-label={t`Search by name, project or cost centre code`}
          placeholder={t`Search by name, project or cost centre code`}
          maxW="sm"
          maxLength={50}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(1);
          }}
        />
      </HStack>
      <BudgetTable
        rows={rows}
        loading={list.isPending}
        onLedger={(b) => setViewing(b.id)}
        onEditAmount={setEditing}
      />
      <HStack justify="flex-end">
        <Text color="fg.muted" textStyle="sm">
          <Trans>{total} budgets</Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={page * 20 >= total} onClick={() => setPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </HStack>
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      {editing ? <AmountDialog budget={editing} onClose={() => setEditing(null)} /> : null}
      {viewing ? <LedgerDialog id={viewing} onClose={() => setViewing(null)} /> : null}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        title={t`Import budgets`}
        templateFileName="budgets.xlsx"
        downloadTemplate={downloadBudgetTemplate}
        onUpload={async (file) => {
          const result = await importBudgets.mutateAsync(file);
          if ('imported' in result) return result;
          return {
            errors: result.problems.map((p) => ({
              row: p.row,
              column: labels[p.key] ?? '',
              message: p.message,
            })),
          };
        }}
      />
    </Stack>
  );
}
