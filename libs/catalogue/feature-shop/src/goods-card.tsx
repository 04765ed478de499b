import { Badge, Box, Card, Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Money } from '@procure/shared-ui';
import type { GoodsSource } from '@procure/catalogue-data-access';

export type GoodsCardItem = {
  id: string;
  source: GoodsSource;
  name: string;
  spec: string | null;
  unit: string;
  vendorName: string;
  unitPrice: string;
  productCode: string;
};

/** The goods detail address: channel goods carry their channel in `?source=`. */
export const goodsDetailPath = (g: Pick<GoodsCardItem, 'id' | 'source'>) =>
  `/procurement/goodsDetail/${encodeURIComponent(g.id)}${g.source === 'catalogue' ? '' : `?source=${g.source}`}`;

export function GoodsImage({ size = '120px' }: { size?: string }) {
  return (
    <Flex h={size} align="center" justify="center" bg="bg.muted" color="fg.subtle" borderRadius="md">
      <Package size={40} aria-hidden />
    </Flex>
  );
}

export function GoodsCard({ goods }: { goods: GoodsCardItem }) {
  return (
    <Card.Root size="sm" asChild _hover={{ shadow: 'md' }}>
      <RouterLink to={goodsDetailPath(goods)} data-testid="goods-card">
        <Card.Body gap="2">
          <GoodsImage />
          <Text fontWeight="medium" lineClamp={2} title={goods.name}>
            {goods.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {goods.spec ?? goods.productCode}
          </Text>
          <Flex align="baseline" justify="space-between" gap="2">
            <Money value={goods.unitPrice} color="red.600" fontWeight="semibold" />
            <Text textStyle="xs" color="fg.muted">
              / {goods.unit}
            </Text>
          </Flex>
          <Flex gap="2" align="center">
            <Text textStyle="xs" color="fg.muted" lineClamp={1} flex="1">
              {goods.vendorName}
            </Text>
            {goods.source !== 'catalogue' ? (
              <Badge size="sm" colorPalette="purple">
                {goods.source === 'channel1' ? <Trans>First channel</Trans> : <Trans>Second channel</Trans>}
              </Badge>
            ) : null}
          </Flex>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

export function GoodsGrid({ items }: { items: GoodsCardItem[] }) {
  return (
    <Box display="grid" gap="4" gridTemplateColumns="repeat(auto-fill, minmax(180px, 1fr))">
      {items.map((g) => (
        <GoodsCard key={`${g.source}:${g.id}`} goods={g} />
      ))}
    </Box>
  );
}
