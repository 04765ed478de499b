import { Box, Button, Flex, Input, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { sanitizeNumber } from '@procure/shared-validation';
import {
  useGoodsInitParams,
  useGoodsList,
  type GoodsListFilters,
  type GoodsSource,
} from '@procure/catalogue-data-access';
import { GoodsGrid } from './goods-card.tsx';
import { useCategoryTree } from './category-names.ts';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['keyword', 'categoryId', 'vendorId', 'minPrice', 'maxPrice', 'source'] as const;

/** /procurement/goodsList: search and filters live in the address (shareable, back button works); paging is the server's. */
export function GoodsListPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters: GoodsListFilters = { page: Number(params.get('page') ?? '1') || 1, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) (filters as Record<string, string>)[key] = value;
  }
  const list = useGoodsList(filters);
  const init = useGoodsInitParams();
  const { tree, names } = useCategoryTree();
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])),
  );
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (draft[key]) next.set(key, draft[key] as string);
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = filters.page ?? 1;
  const source = (draft.source || 'catalogue') as GoodsSource;

  return (
    <Box>
      <PageHeader title={t`Goods list`} description={t`Search the catalogue and the e-commerce channels`} />
      <Flex as="form" onSubmit={apply} gap="3" wrap="wrap" mb="4" align="end" role="search">
        <Input
          maxW="260px"
          placeholder={t`Name, spec or product code`}
          aria-label={t`Keyword`}
          value={draft.keyword}
          onChange={(e) => set('keyword', e.target.value)}
        />
        <Select label={t`Source`} value={source} onChange={(v) => set('source', v === 'catalogue' ? '' : v)}>
          <option value="catalogue">{t`Company catalogue`}</option>
          <option value="channel1">{t`First channel`}</option>
          <option value="channel2">{t`Second channel`}</option>
        </Select>
        {source === 'catalogue' ? (
          <>
            <Select label={t`Category`} value={draft.categoryId ?? ''} onChange={(v) => set('categoryId', v)}>
              <option value="">{t`All categories`}</option>
              {tree.flatMap((c) => [
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>,
                ...c.children.map((k) => (
                  <option key={k.id} value={k.id}>
                    {`\u3000${k.name}`}
                  </option>
                )),
              ])}
            </Select>
            <Select label={t`Supplier`} value={draft.vendorId ?? ''} onChange={(v) => set('vendorId', v)}>
              <option value="">{t`All suppliers`}</option>
              {(init.data?.vendors ?? []).map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </Select>
          </>
        ) : null}
        <Input
          maxW="120px"
          inputMode="decimal"
          placeholder={t`Min price`}
          aria-label={t`Min price`}
          value={draft.minPrice}
          onChange={(e) => set('minPrice', sanitizeNumber(e.target.value, 2))}
        />
        <Input
          maxW="120px"
          inputMode="decimal"
          placeholder={t`Max price`}
          aria-label={t`Max price`}
          value={draft.maxPrice}
          onChange={(e) => set('maxPrice', sanitizeNumber(e.target.value, 2))}
        />
        <Button type="submit" colorPalette="blue">
          <Trans>Search</Trans>
        </Button>
      </Flex>
      {filters.categoryId ? (
        <Text mb="3" color="fg.muted">
          <Trans>Category: {names.get(filters.categoryId) ?? '—'}</Trans>
        </Text>
      ) : null}
      {list.isLoading ? <Skeleton h="60" /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title={t`No goods match these filters`} />
      ) : null}
      {list.data ? <GoodsGrid items={list.data.items} /> : null}
      <Flex mt="6" gap="3" align="center" justify="center">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Text textStyle="sm" data-testid="goods-pager">
          <Trans>
            Page {page} of {pages} · {total} goods
          </Trans>
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </Flex>
    </Box>
  );
}

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <NativeSelect.Root maxW="200px">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
