import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { invoiceTitleFormSchema } from '@procure/shared-validation';
import { useCurrentUser } from '@procure/identity-data-access';
import { PERMISSIONS } from '@procure/shared-codes';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { StatusBadge, useCodeOptions } from '@procure/shared-ui';
import {
  useManagedList,
  useSaveEntity,
  useSetEntityStatus,
  type ContractType,
  type EntityInput,
  type ManagedEntity,
} from '@procure/masterdata-data-access';
import { CrudTab, type CrudColumn, type CrudField, type CrudTabProps } from './crud-tab.tsx';
import {
  anyChoice,
  codeRule,
  longName,
  optionalText,
  requiredChoice,
  rules,
  shortName,
} from './form-rules.ts';

type Base = { id: string; disabled: boolean; code: string; name: string; nameZh: string; nameEn: string };

/** The data hooks of one entity, shaped for CrudTab. */
function useEntity<E extends ManagedEntity>(entity: E) {
  const list = useManagedList(entity);
  const save = useSaveEntity(entity);
  const status = useSetEntityStatus(entity);
  return {
    rows: list.data,
    loading: list.isPending,
    save: (body: unknown) => save.mutateAsync(body as EntityInput<E>),
    setDisabled: (row: { id: string }, disabled: boolean) => status.mutateAsync({ id: row.id, disabled }),
  };
}

function useNameFields(): CrudField[] {
  const { t } = useLingui();
  return [
    { name: 'code', label: t`Code`, rule: codeRule, required: true },
    { name: 'nameZh', label: t`Chinese name`, rule: shortName, required: true },
    { name: 'nameEn', label: t`English name`, rule: shortName, required: true },
  ];
}

function useNameColumns<R extends Base>(): CrudColumn<R>[] {
  const { t } = useLingui();
  return [
    { header: t`Code`, cell: (r) => r.code },
    { header: t`Chinese name`, cell: (r) => r.nameZh },
    { header: t`English name`, cell: (r) => r.nameEn },
  ];
}

const nameForm = (r: Base) => ({ code: r.code, nameZh: r.nameZh, nameEn: r.nameEn });
const nameSearch = (r: Base) => `${r.code} ${r.nameZh} ${r.nameEn}`;

/** Units, financial accounts, legal entities, departments, cost centres: code + names (+ one extra). */
export function CodedTab({
  entity,
  title,
  extra,
  importKind,
}: {
  entity: 'units' | 'financialAccounts' | 'legalEntities' | 'departments' | 'costCentres';
  title: string;
  extra?: { field: CrudField; column: CrudColumn<Base & Record<string, unknown>> };
  importKind?: CrudTabProps<Base>['importKind'];
}) {
  const data = useEntity(entity);
  const fields = [...useNameFields(), ...(extra ? [extra.field] : [])];
  const columns = [...useNameColumns<Base & Record<string, unknown>>(), ...(extra ? [extra.column] : [])];
  return (
    <CrudTab<Base & Record<string, unknown>>
      title={title}
      rows={data.rows as (Base & Record<string, unknown>)[] | undefined}
      loading={data.loading}
      columns={columns}
      fields={fields}
      toForm={(r) => ({
        ...nameForm(r),
        ...(extra ? { [extra.field.name]: String(r[extra.field.name] ?? '') } : {}),
      })}
      save={(v, id) =>
        data.save({
          id,
          code: v['code'],
          nameZh: v['nameZh'],
          nameEn: v['nameEn'],
          ...(extra ? { [extra.field.name]: v[extra.field.name] || null } : {}),
        })
      }
      setDisabled={data.setDisabled}
      searchText={nameSearch}
      importKind={importKind}
    />
  );
}

type CategoryRow = Base & {
  level: 1 | 2;
  parentId: string;
  accountId: string;
  parentName: string;
  accounts: string;
};

export function CategoryTab() {
  const { t } = useLingui();
  const data = useEntity('procurementCategories');
  const accounts = useManagedList('financialAccounts');
  const rows: CategoryRow[] = (data.rows ?? []).flatMap((p) => [
    { ...p, level: 1 as const, parentId: '', accountId: '', parentName: '', accounts: '' },
    ...p.classificationList.map((c) => ({
      ...c,
      level: 2 as const,
      parentId: p.id,
      parentName: p.name,
      accountId: c.financialAccounts[0]?.id ?? '',
      accounts: c.financialAccounts.map((a) => `${a.code} ${a.name}`).join(', '),
    })),
  ]);
  const parentOptions = rows
    .filter((r) => r.level === 1)
    .map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }));
  const accountOptions = (accounts.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.code} ${a.name}`,
    disabled: a.disabled,
  }));
  return (
    <CrudTab<CategoryRow>
      title={t`procurement category`}
      rows={rows}
      loading={data.loading}
      columns={[
        { header: t`Code`, cell: (r) => (r.level === 2 ? `└ ${r.code}` : r.code) },
        { header: t`Category name`, cell: (r) => r.name },
        { header: t`Parent category`, cell: (r) => r.parentName },
        { header: t`Financial accounts`, cell: (r) => r.accounts },
      ]}
      fields={[
        ...useNameFields(),
        {
          name: 'parentId',
          label: t`Parent category (empty: first level)`,
          rule: anyChoice,
          options: parentOptions,
        },
        {
          name: 'accountId',
          label: t`Financial account (second level)`,
          rule: anyChoice,
          options: accountOptions,
        },
      ]}
      toForm={(r) => ({ ...nameForm(r), parentId: r.parentId, accountId: r.accountId })}
      save={(v, id) =>
        data.save({
          id,
          code: v['code'],
          nameZh: v['nameZh'],
          nameEn: v['nameEn'],
          parentId: v['parentId'] || null,
          accountIds: v['parentId'] && v['accountId'] ? [v['accountId']] : [],
        })
      }
      setDisabled={data.setDisabled}
      searchText={nameSearch}
      importKind="procurementCategories"
    />
  );
}

export function InvoiceTitleTab() {
  const { t } = useLingui();
  const data = useEntity('invoiceTitles');
  const canOpenFinancePage = useCurrentUser().data?.permissions.includes(PERMISSIONS.financeInvoice) ?? false;
  type Row = NonNullable<typeof data.rows>[number];
  return (
    <Stack gap="3">
      {/* The same titles as finance's page, which also sets the default one (issue #15). */}
      <HStack justify="space-between" wrap="wrap" gap="2" pt="2">
        <Text color="fg.muted" textStyle="sm">
          {t`Finance sets the default title (the one new invoice requests start on) on the invoice titles page.`}
        </Text>
        {canOpenFinancePage ? (
          <Button asChild size="sm" variant="outline" data-testid="master-data-invoice-title-page">
            <Link to="/assetsManagement/invoiceTitle">{t`Invoice titles and default`}</Link>
          </Button>
        ) : null}
      </HStack>
      <CrudTab<Row>
        title={t`invoice title`}
        rows={data.rows}
        loading={data.loading}
        columns={[
          {
            header: t`Invoice title`,
            cell: (r) => (
              <HStack gap="2">
                <Text>{r.title}</Text>
                {r.isDefault ? <Badge colorPalette="blue">{t`Default`}</Badge> : null}
              </HStack>
            ),
          },
          { header: t`Tax number`, cell: (r) => r.taxNo },
          { header: t`Bank`, cell: (r) => `${r.bankName} ${r.bankAccount}` },
          { header: t`Address`, cell: (r) => r.address },
        ]}
        fields={[
          { name: 'title', label: t`Invoice title`, rule: longName, required: true },
          // The same rules as the server (shared-validation's invoiceTitleFormSchema): a unified social credit code.
          { name: 'taxNo', label: t`Tax number`, rule: invoiceTitleFormSchema.shape.taxNo, required: true },
          { name: 'bankName', label: t`Bank`, rule: shortName, required: true },
          {
            name: 'bankAccount',
            label: t`Bank account`,
            rule: invoiceTitleFormSchema.shape.bankAccount,
            required: true,
          },
          { name: 'address', label: t`Address`, rule: longName, required: true },
          { name: 'phone', label: t`Phone`, rule: optionalText(rules.digits.max(20, 'validation.tooLong')) },
        ]}
        toForm={(r) => ({
          title: r.title,
          taxNo: r.taxNo,
          bankName: r.bankName,
          bankAccount: r.bankAccount,
          address: r.address,
          phone: r.phone ?? '',
        })}
        save={(v, id) => data.save({ id, ...v, phone: v['phone'] || null })}
        setDisabled={data.setDisabled}
        searchText={(r) => `${r.title} ${r.taxNo}`}
      />
    </Stack>
  );
}

export function ContractTypeTab() {
  const { t } = useLingui();
  const data = useEntity('contractTypes');
  const items = new Map((data.rows ?? []).map((r: ContractType) => [r.id, r.contract_item]));
  return (
    <CrudTab<ContractType>
      title={t`contract type`}
      rows={data.rows}
      loading={data.loading}
      columns={[
        ...useNameColumns<ContractType>(),
        {
          header: t`Contract items`,
          cell: (r) => <Text lineClamp={1}>{r.contract_item.map((i) => i.item_name).join(', ')}</Text>,
        },
      ]}
      fields={useNameFields()}
      toForm={nameForm}
      // The items are kept as they are (edited with the contract templates later).
      save={(v, id) =>
        data.save({
          id,
          code: v['code'],
          nameZh: v['nameZh'],
          nameEn: v['nameEn'],
          contract_item: (id && items.get(id)) || [],
        })
      }
      setDisabled={data.setDisabled}
      searchText={nameSearch}
    />
  );
}

export function VendorTab() {
  const { t } = useLingui();
  const data = useEntity('vendors');
  const statusOptions = useCodeOptions('supplierStatus');
  type Row = NonNullable<typeof data.rows>[number];
  return (
    <CrudTab<Row>
      title={t`supplier`}
      rows={data.rows}
      loading={data.loading}
      columns={[
        { header: t`Supplier name`, cell: (r) => r.name },
        { header: t`Unified social credit code`, cell: (r) => r.socialCreditCode },
        { header: t`Supplier status`, cell: (r) => <StatusBadge set="supplierStatus" value={r.status} /> },
        { header: t`Contact`, cell: (r) => [r.contactName, r.contactMobile].filter(Boolean).join(' ') },
      ]}
      fields={[
        { name: 'name', label: t`Supplier name`, rule: longName, required: true },
        {
          name: 'socialCreditCode',
          label: t`Unified social credit code`,
          rule: rules.socialCreditCode,
          required: true,
          fixedOnEdit: true,
        },
        {
          name: 'status',
          label: t`Supplier status`,
          rule: requiredChoice,
          required: true,
          options: statusOptions,
        },
        { name: 'contactName', label: t`Contact`, rule: optionalText(shortName) },
        { name: 'contactMobile', label: t`Contact mobile`, rule: optionalText(rules.mobile) },
        { name: 'contactEmail', label: t`Contact e-mail`, rule: optionalText(rules.email) },
      ]}
      toForm={(r) => ({
        name: r.name,
        socialCreditCode: r.socialCreditCode,
        status: String(r.status),
        contactName: r.contactName ?? '',
        contactMobile: r.contactMobile ?? '',
        contactEmail: r.contactEmail ?? '',
      })}
      save={(v, id) =>
        data.save({
          id,
          name: v['name'],
          socialCreditCode: v['socialCreditCode'],
          status: Number(v['status']),
          contactName: v['contactName'] || null,
          contactMobile: v['contactMobile'] || null,
          contactEmail: v['contactEmail'] || null,
        })
      }
      setDisabled={data.setDisabled}
      searchText={(r) => `${r.name} ${r.socialCreditCode}`}
      importKind="vendors"
    />
  );
}
