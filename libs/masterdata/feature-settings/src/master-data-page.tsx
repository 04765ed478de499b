import { Box, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@procure/shared-ui';
import { useSearchParams } from 'react-router';
import { useManagedList } from '@procure/masterdata-data-access';
import { CategoryTab, CodedTab, ContractTypeTab, InvoiceTitleTab, VendorTab } from './master-data-tabs.tsx';
import { anyChoice, optionalText, rules } from './form-rules.ts';

/** `/setting/masterData`: every master-data entity of the tenant, one tab each. */
export function MasterDataPage() {
  const { t } = useLingui();
  // `?tab=invoiceTitles` opens a tab directly (the finance invoice-title page links here).
  const [searchParams] = useSearchParams();
  const legalEntities = useManagedList('legalEntities');
  const departments = useManagedList('departments');
  const options = (rows: { id: string; code: string; name: string; disabled: boolean }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: `${r.code} ${r.name}`, disabled: r.disabled }));
  const nameOf = (rows: { id: string; name: string }[] | undefined, id: unknown) =>
    rows?.find((r) => r.id === id)?.name ?? '';
  const tabs = [
    { value: 'units', label: t`Units`, body: <CodedTab entity="units" title={t`unit`} importKind="units" /> },
    { value: 'categories', label: t`Procurement categories`, body: <CategoryTab /> },
    {
      value: 'accounts',
      label: t`Financial accounts`,
      body: <CodedTab entity="financialAccounts" title={t`financial account`} />,
    },
    {
      value: 'legalEntities',
      label: t`Legal entities`,
      body: (
        <CodedTab
          entity="legalEntities"
          title={t`legal entity`}
          extra={{
            field: { name: 'taxNo', label: t`Tax number`, rule: optionalText(rules.taxCode) },
            column: { header: t`Tax number`, cell: (r) => String(r['taxNo'] ?? '') },
          }}
        />
      ),
    },
    {
      value: 'departments',
      label: t`Departments`,
      body: (
        <CodedTab
          entity="departments"
          title={t`department`}
          extra={{
            field: {
              name: 'legalEntityId',
              label: t`Legal entity`,
              rule: anyChoice,
              options: options(legalEntities.data),
            },
            column: { header: t`Legal entity`, cell: (r) => nameOf(legalEntities.data, r['legalEntityId']) },
          }}
        />
      ),
    },
    {
      value: 'costCentres',
      label: t`Cost centres`,
      body: (
        <CodedTab
          entity="costCentres"
          title={t`cost centre`}
          importKind="costCentres"
          extra={{
            field: {
              name: 'departmentId',
              label: t`Department`,
              rule: anyChoice,
              options: options(departments.data),
            },
            column: { header: t`Department`, cell: (r) => nameOf(departments.data, r['departmentId']) },
          }}
        />
      ),
    },
    { value: 'invoiceTitles', label: t`Invoice titles`, body: <InvoiceTitleTab /> },
    { value: 'contractTypes', label: t`Contract types`, body: <ContractTypeTab /> },
    { value: 'vendors', label: t`Suppliers`, body: <VendorTab /> },
  ];
  return (
    <Box>
      <PageHeader
        title={<Trans>Master data</Trans>}
        description={
          <Trans>
            Codes and names the purchasing documents pick from. A disabled item leaves the pickers but stays
            on existing documents.
          </Trans>
        }
      />
      <Tabs.Root
        defaultValue={tabs.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'units'}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List flexWrap="wrap">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
