import { Box, Button, Card, Flex, Heading, Input, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Money, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { CODES } from '@procure/shared-codes';
import { unitPrice } from '@procure/shared-validation';
import { useVendors } from '@procure/masterdata-data-access';
import {
  useAddPrice,
  useMaterialPrices,
  useMaterials,
  useSaveMaterial,
  type Material,
  type MaterialInput,
  type PriceInput,
} from '@procure/catalogue-data-access';
import { EditDialog, Pager, SelectInput, TAX_RATES, TextInput } from './manage-parts.tsx';
import { useCategoryTree } from './category-names.ts';

const PAGE_SIZE = 20;
const priceRule = unitPrice(6);
type Draft = {
  id?: string;
  code: string;
  name: string;
  spec: string;
  unit: string;
  categoryId: string;
  accountingCode: string;
  goodsService: string;
  capexExpense: string;
};

/** /setting/materials: the material master with its price list per vendor and validity period. */
export function MaterialsManagePage() {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useMaterials({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pricesOf, setPricesOf] = useState<Material | null>(null);
  const edit = (m: Material) =>
    setDraft({
      id: m.id,
      code: m.code,
      name: m.name,
      spec: m.spec ?? '',
      unit: m.unit,
      categoryId: m.categoryId ?? '',
      accountingCode: m.accountingCode ?? '',
      goodsService: String(m.goodsService),
      capexExpense: String(m.capexExpense),
    });
  const label = (set: Record<string, { code: number; label: MessageDescriptor }>, code: number) =>
    Object.values(set).find((c) => c.code === code)?.label;
  return (
    <Box>
      <PageHeader
        title={t`Materials and prices`}
        actions={
          <Button
            colorPalette="blue"
            onClick={() =>
              setDraft({
                code: '',
                name: '',
                spec: '',
                unit: '',
                categoryId: '',
                accountingCode: '',
                goodsService: '1',
                capexExpense: '2',
              })
            }
          >
            <Plus size={16} /> <Trans>New material</Trans>
          </Button>
        }
      />
      <Input
        mb="4"
        maxW="280px"
        placeholder={t`Name or material code`}
        value={keyword}
        onChange={(e) => (setKeyword(e.target.value), setPage(1))}
      />
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Material code`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item name`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Specification`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Unit`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Goods/service`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Capex/expense`}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data?.items.map((m) => {
            const gs = label(CODES.goodsService, m.goodsService);
            const ce = label(CODES.capexExpense, m.capexExpense);
            return (
              <Table.Row key={m.id}>
                <Table.Cell>{m.code}</Table.Cell>
                <Table.Cell>{m.name}</Table.Cell>
                <Table.Cell>{m.spec}</Table.Cell>
                <Table.Cell>{m.unit}</Table.Cell>
                <Table.Cell>{gs ? i18n._(gs) : ''}</Table.Cell>
                <Table.Cell>{ce ? i18n._(ce) : ''}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end">
                    <Button size="xs" variant="ghost" onClick={() => edit(m)}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button size="xs" variant="outline" onClick={() => setPricesOf(m)}>
                      <Trans>Prices</Trans>
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Pager page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
      {pricesOf ? <PriceList material={pricesOf} /> : null}
      {draft ? <MaterialDialog draft={draft} onClose={() => setDraft(null)} /> : null}
    </Box>
  );
}

function MaterialDialog({ draft: initial, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(initial);
  const set = (key: keyof Draft, value: string) => setD((x) => ({ ...x, [key]: value }));
  const { tree } = useCategoryTree();
  const save = useSaveMaterial();
  const valid = /^[A-Za-z0-9_.-]+$/.test(d.code) && d.name.trim() !== '' && d.unit.trim() !== '';
  const submit = async () => {
    const body: MaterialInput = {
      ...(d.id ? { id: d.id } : {}),
      code: d.code,
      name: d.name,
      spec: d.spec || null,
      unit: d.unit,
      categoryId: d.categoryId || null,
      accountingCode: d.accountingCode || null,
      goodsService: Number(d.goodsService),
      capexExpense: Number(d.capexExpense),
    } as MaterialInput;
    showSuccessToast(await save.mutateAsync(body));
    onClose();
  };
  return (
    <EditDialog
      title={d.id ? t`Edit material` : t`New material`}
      open
      onClose={onClose}
      onSave={submit}
      saving={save.isPending}
      valid={valid}
    >
      <TextInput label={t`Material code`} required value={d.code} onChange={(v) => set('code', v)} />
      <TextInput label={t`Item name`} required value={d.name} onChange={(v) => set('name', v)} />
      <TextInput label={t`Specification`} value={d.spec} onChange={(v) => set('spec', v)} />
      <TextInput label={t`Unit`} required value={d.unit} onChange={(v) => set('unit', v)} />
      <SelectInput
        label={t`Procurement category`}
        value={d.categoryId}
        onChange={(v) => set('categoryId', v)}
      >
        <option value="">—</option>
        {tree
          .flatMap((c) => [c, ...c.children])
          .map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
      </SelectInput>
      <TextInput
        label={t`Accounting code`}
        value={d.accountingCode}
        onChange={(v) => set('accountingCode', v)}
      />
      <SelectInput label={t`Goods/service`} value={d.goodsService} onChange={(v) => set('goodsService', v)}>
        <option value="1">{t`Goods`}</option>
        <option value="2">{t`Service`}</option>
      </SelectInput>
      <SelectInput label={t`Capex/expense`} value={d.capexExpense} onChange={(v) => set('capexExpense', v)}>
        <option value="1">{t`Capex`}</option>
        <option value="2">{t`Expense`}</option>
      </SelectInput>
    </EditDialog>
  );
}

function PriceList({ material }: { material: Material }) {
  const { t } = useLingui();
  const prices = useMaterialPrices(material.id);
  const vendors = useVendors();
  const add = useAddPrice();
  const [p, setP] = useState({ vendorId: '', unitPrice: '', taxRate: '13', validFrom: '', validTo: '' });
  const valid =
    !!p.vendorId &&
    priceRule.safeParse(p.unitPrice).success &&
    /^\d{4}-\d{2}-\d{2}$/.test(p.validFrom) &&
    (!p.validTo || p.validTo >= p.validFrom);
  const submit = async () => {
    const body = {
      materialId: material.id,
      vendorId: p.vendorId,
      unitPrice: p.unitPrice,
      taxRate: p.taxRate,
      validFrom: p.validFrom,
      validTo: p.validTo || null,
    } as PriceInput;
    showSuccessToast(await add.mutateAsync(body));
  };
  return (
    <Card.Root mt="6">
      <Card.Header>
        <Heading size="md">
          <Trans>Price list of {material.name}</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm" mb="4">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Unit price`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Tax rate`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Valid from`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Valid to`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {prices.data?.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.vendorName}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={r.unitPrice} decimals={2} />
                </Table.Cell>
                <Table.Cell>{`${Number(r.taxRate)} %`}</Table.Cell>
                <Table.Cell>{r.validFrom}</Table.Cell>
                <Table.Cell>{r.validTo ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex gap="3" wrap="wrap" align="end">
          <SelectInput label={t`Supplier`} value={p.vendorId} onChange={(v) => setP({ ...p, vendorId: v })}>
            <option value="">{t`Choose a supplier`}</option>
            {vendors.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </SelectInput>
          <TextInput
            label={t`Unit price`}
            required
            inputMode="decimal"
            value={p.unitPrice}
            onChange={(v) => setP({ ...p, unitPrice: v })}
          />
          <SelectInput label={t`Tax rate`} value={p.taxRate} onChange={(v) => setP({ ...p, taxRate: v })}>
            {TAX_RATES.map((r) => (
              <option key={r} value={r}>{`${r} %`}</option>
            ))}
          </SelectInput>
          <TextInput
            label={t`Valid from (YYYY-MM-DD)`}
            required
            value={p.validFrom}
            onChange={(v) => setP({ ...p, validFrom: v })}
          />
          <TextInput
            label={t`Valid to (YYYY-MM-DD)`}
            value={p.validTo}
            onChange={(v) => setP({ ...p, validTo: v })}
          />
          <Button colorPalette="blue" disabled={!valid} loading={add.isPending} onClick={submit}>
            <Trans>Add price</Trans>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
