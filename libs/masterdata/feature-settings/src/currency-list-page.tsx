import { Box, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@procure/shared-ui';
import {
  useManagedList,
  useSaveEntity,
  useSetEntityStatus,
  type Currency,
} from '@procure/masterdata-data-access';
import { useState } from 'react';
import { z } from 'zod';
import { CrudTab } from './crud-tab.tsx';
import { shortName } from './form-rules.ts';
import { AddRateDialog } from './add-rate-dialog.tsx';

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'validation.invalid');

/** `/currency/list`: the tenant's currencies with their current rate (CNY is the base, rate 1). */
export function CurrencyListPage() {
  const { t } = useLingui();
  const list = useManagedList('currencies');
  const save = useSaveEntity('currencies');
  const status = useSetEntityStatus('currencies');
  const [adding, setAdding] = useState(false);
  return (
    <Box>
      <PageHeader
        title={<Trans>Currencies</Trans>}
        description={
          <Trans>Rates are CNY per one unit of the currency; the latest rate up to today applies.</Trans>
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <Trans>Add exchange rate</Trans>
          </Button>
        }
      />
      <CrudTab<Currency>
        title={t`currency`}
        rows={list.data}
        loading={list.isPending}
        columns={[
          { header: t`Code`, cell: (r) => r.code },
          { header: t`Currency name`, cell: (r) => r.name },
          { header: t`Symbol`, cell: (r) => r.symbol },
          {
            header: t`Current rate`,
            cell: (r) => (r.isBase ? t`1 (base currency)` : r.rateDate ? r.rate : t`No rate yet`),
          },
          { header: t`Since`, cell: (r) => r.rateDate ?? '' },
        ]}
        fields={[
          { name: 'code', label: t`Code (ISO 4217)`, rule: currencyCode, required: true, fixedOnEdit: true },
          { name: 'nameZh', label: t`Chinese name`, rule: shortName, required: true },
          { name: 'nameEn', label: t`English name`, rule: shortName, required: true },
          { name: 'symbol', label: t`Symbol`, rule: shortName.max(5, 'validation.tooLong'), required: true },
        ]}
        toForm={(r) => ({ code: r.code, nameZh: r.nameZh, nameEn: r.nameEn, symbol: r.symbol })}
        save={(v, id) =>
          save.mutateAsync({
            id,
            code: v['code'] ?? '',
            nameZh: v['nameZh'] ?? '',
            nameEn: v['nameEn'] ?? '',
            symbol: v['symbol'] ?? '',
          })
        }
        setDisabled={(r, disabled) => status.mutateAsync({ id: r.id, disabled })}
        searchText={(r) => `${r.code} ${r.nameZh} ${r.nameEn}`}
        canDisable={(r) => !r.isBase}
      />
      <AddRateDialog open={adding} onOpenChange={setAdding} />
    </Box>
  );
}
