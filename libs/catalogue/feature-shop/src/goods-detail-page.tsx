import { Badge, Box, Button, Card, DataList, Field, Flex, Input, Skeleton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmptyState, Money, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useAddToCart, useGoodsDetail, type GoodsSource } from '@procure/catalogue-data-access';
import { GoodsImage } from './goods-card.tsx';
import { quantityError } from './quantity.ts';

const SOURCES: readonly GoodsSource[] = ['catalogue', 'channel1', 'channel2'];

/** /procurement/goodsDetail/:id (?source=channel1|channel2 for channel goods): price, supplier, add to cart. */
export function GoodsDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const raw = params.get('source') as GoodsSource | null;
  const source = raw && SOURCES.includes(raw) ? raw : 'catalogue';
  const detail = useGoodsDetail(id, source);
  const add = useAddToCart();
  const [quantity, setQuantity] = useState('1');
  const error = quantityError(quantity);

  if (detail.isLoading) return <Skeleton h="80" />;
  const g = detail.data;
  if (!g) return <EmptyState title={t`These goods do not exist`} />;
  const buy = async () => {
    const desc = await add.mutateAsync({
      skuId: g.skuId,
      productId: g.productId,
      count: Number(quantity),
      vendorType: source,
    });
    showSuccessToast(desc);
  };

  return (
    <Box>
      <PageHeader
        title={g.name}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/procurement/cart">
              <ShoppingCart size={16} /> <Trans>Cart</Trans>
            </RouterLink>
          </Button>
        }
      />
      <Card.Root>
        <Card.Body>
          <Flex gap="8" direction={{ base: 'column', md: 'row' }}>
            <Box w={{ base: 'full', md: '320px' }} flexShrink={0}>
              <GoodsImage size="280px" />
            </Box>
            <Box flex="1">
              <Flex align="baseline" gap="3" mb="4">
                <Money
                  value={g.unitPrice}
                  textStyle="2xl"
                  color="red.600"
                  fontWeight="bold"
                  data-testid="goods-price"
                />
                <Text color="fg.muted">/ {g.unit}</Text>
                {!g.onShelf ? (
                  <Badge colorPalette="gray">
                    <Trans>Off the shelf</Trans>
                  </Badge>
                ) : null}
              </Flex>
              <DataList.Root orientation="horizontal" mb="6">
                <Item label={t`Product code`} value={g.productCode} />
                <Item label={t`Specification`} value={g.spec ?? g.brand ?? '—'} />
                <Item label={t`Supplier`} value={g.vendorName} />
                <Item label={t`Tax rate`} value={`${Number(g.taxRate).toLocaleString(i18n.locale)} %`} />
                {g.stock !== null ? <Item label={t`Stock`} value={String(g.stock)} /> : null}
                {g.description ? <Item label={t`Description`} value={g.description} /> : null}
                {/* Where the goods come from, next to the other facts (alone under the card it read as a stray caption). */}
                <Item
                  label={t`Source`}
                  value={
                    source === 'catalogue'
                      ? t`Company catalogue`
                      : source === 'channel1'
                        ? t`First channel`
                        : t`Second channel`
                  }
                />
              </DataList.Root>
              <Flex gap="3" align="start">
                <Field.Root invalid={!!error} maxW="160px">
                  <Field.Label>
                    <Trans>Quantity</Trans>
                  </Field.Label>
                  <Input
                    inputMode="numeric"
                    value={quantity}
                    onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  />
                  {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
                </Field.Root>
                <Button
                  mt="6"
                  colorPalette="blue"
                  disabled={!!error || !g.onShelf}
                  loading={add.isPending}
                  onClick={buy}
                >
                  <ShoppingCart size={16} /> <Trans>Add to cart</Trans>
                </Button>
              </Flex>
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
