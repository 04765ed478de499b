import { Badge, Box, Button, Flex, Input, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Money, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { unitPrice } from '@procure/shared-validation';
import { useVendors } from '@procure/masterdata-data-access';
import {
  useManagedGoods,
  useMaterials,
  useSaveGoods,
  useShelveGoods,
  type GoodsInput,
  type ManagedGoods,
} from '@procure/catalogue-data-access';
import { EditDialog, Pager, SelectInput, TAX_RATES, TextInput } from './manage-parts.tsx';

const PAGE_SIZE = 20;
const priceRule = unitPrice(6);
type Draft = {
  id?: string;
  materialId: string;
  vendorId: string;
  sku: string;
  unitPrice: string;
  taxRate: string;
  onShelf: boolean;
  description: string;
};
const empty: Draft = {
  materialId: '',
  vendorId: '',
  sku: '',
  unitPrice: '',
  taxRate: '13',
  onShelf: true,
  description: '',
};

/** /setting/goods: catalogue goods (a material of a vendor at a price), create / edit / shelve. */
export function GoodsManagePage() {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const goods = useManagedGoods({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const shelve = useShelveGoods();
  const [draft, setDraft] = useState<Draft | null>(null);
  const edit = (g: ManagedGoods) =>
    setDraft({
      id: g.id,
      materialId: g.materialId,
      vendorId: g.vendorId,
      sku: g.productCode,
      unitPrice: g.unitPrice.replace(/\.?0+$/, ''),
      taxRate: String(Number(g.taxRate)),
      onShelf: g.onShelf,
      description: '',
    });
  return (
    <Box>
      <PageHeader
        title={t`Catalogue goods`}
        actions={
          <Button colorPalette="blue" onClick={() => setDraft(empty)}>
            <Plus size={16} /> <Trans>New goods</Trans>
          </Button>
        }
      />
      <Input
        mb="4"
        maxW="280px"
        placeholder={t`Name or product code`}
        value={keyword}
        onChange={(e) => (setKeyword(e.target.value), setPage(1))}
      />
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Product code`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Item name`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Supplier`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Shelf`}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {goods.data?.items.map((g) => (
            <Table.Row key={g.id}>
              <Table.Cell>{g.productCode}</Table.Cell>
              <Table.Cell>{g.name}</Table.Cell>
              <Table.Cell>{g.vendorName}</Table.Cell>
              <Table.Cell textAlign="end">
                <Money value={g.unitPrice} />
              </Table.Cell>
              <Table.Cell>
                {g.onShelf ? (
                  <Badge colorPalette="green">{t`On the shelf`}</Badge>
                ) : (
                  <Badge>{t`Off the shelf`}</Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <Flex gap="2" justify="end">
                  <Button size="xs" variant="ghost" onClick={() => edit(g)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={async () =>
                      showSuccessToast(await shelve.mutateAsync({ ids: [g.id], onShelf: !g.onShelf }))
                    }
                  >
                    {g.onShelf ? t`Take off the shelf` : t`Put on the shelf`}
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager page={page} total={goods.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} />
      {draft ? <GoodsDialog draft={draft} onClose={() => setDraft(null)} /> : null}
    </Box>
  );
}

function GoodsDialog({ draft: initial, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  const materials = useMaterials({ page: 1, pageSize: 100 });
  const vendors = useVendors();
  const save = useSaveGoods();
  const valid =
    !!d.materialId &&
    !!d.vendorId &&
    /^[A-Za-z0-9_.-]+$/.test(d.sku) &&
    priceRule.safeParse(d.unitPrice).success;
  const submit = async () => {
    const body: GoodsInput = {
      ...(d.id ? { id: d.id } : {}),
      materialId: d.materialId,
      vendorId: d.vendorId,
      sku: d.sku,
      unitPrice: d.unitPrice,
      taxRate: d.taxRate as GoodsInput['taxRate'],
      onShelf: d.onShelf,
      imageFileIds: [],
      description: d.description || null,
    };
    showSuccessToast(await save.mutateAsync(body));
    onClose();
  };
  return (
    <EditDialog
      title={d.id ? t`Edit goods` : t`New goods`}
      open
      onClose={onClose}
      onSave={submit}
      saving={save.isPending}
      valid={valid}
    >
      <SelectInput label={t`Material`} value={d.materialId} onChange={(v) => set('materialId', v)}>
        <option value="">{t`Choose a material`}</option>
        {materials.data?.items.map((m) => (
          <option key={m.id} value={m.id}>{`${m.code} ${m.name}`}</option>
        ))}
      </SelectInput>
      <SelectInput label={t`Supplier`} value={d.vendorId} onChange={(v) => set('vendorId', v)}>
        <option value="">{t`Choose a supplier`}</option>
        {vendors.data?.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectInput>
      <TextInput label={t`Product code`} required value={d.sku} onChange={(v) => set('sku', v)} />
      <TextInput
        label={t`Unit price`}
        required
        inputMode="decimal"
        value={d.unitPrice}
        onChange={(v) => set('unitPrice', v)}
      />
      <SelectInput label={t`Tax rate`} value={d.taxRate} onChange={(v) => set('taxRate', v)}>
        {TAX_RATES.map((r) => (
          <option key={r} value={r}>{`${r} %`}</option>
        ))}
      </SelectInput>
      <TextInput label={t`Description`} value={d.description} onChange={(v) => set('description', v)} />
    </EditDialog>
  );
}
