import { Card, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useVendorOrderTodo } from '@procure/order-data-access';
import { CODES } from '@procure/shared-codes';
import { Link } from 'react-router';

const O = CODES.order;

type Tile = { key: string; label: string; hint: string; count: number; to: string; urgent: boolean };

/**
 * The supplier home page's to-do cards (issue #13): orders to confirm, to deliver, cancel requests to
 * answer, orders changed since last opened, and its own change proposals still open; each opens the
 * order list filtered to them.
 */
export function SupplierTodoCards() {
  const { t } = useLingui();
  const todo = useVendorOrderTodo();
  if (todo.isError) return null; // the home page stays useful without the cards
  const data = todo.data;
  const tiles: Tile[] = data
    ? [
        {
          key: 'toConfirm',
          label: t`To confirm`,
          hint: t`New orders awaiting your confirmation`,
          count: data.toConfirm,
          to: `/order/list?status=${O.awaitingConfirm.code}`,
          urgent: true,
        },
        {
          key: 'toDeliver',
          label: t`To deliver`,
          hint: t`Confirmed orders awaiting shipment`,
          count: data.toDeliver,
          to: `/order/list?status=${O.awaitingShipment.code}`,
          urgent: true,
        },
        {
          key: 'cancelRequests',
          label: t`Cancel requests`,
          hint: t`The buyer asks to cancel: accept or decline`,
          count: data.cancelRequests,
          to: `/order/list?status=${O.cancelRequested.code}`,
          urgent: true,
        },
        {
          key: 'unread',
          label: t`Changed orders`,
          hint: t`Orders that changed since you last opened them`,
          count: data.unread,
          to: '/order/list',
          urgent: false,
        },
        {
          key: 'openProposals',
          label: t`Your proposals`,
          hint: t`Changes you proposed, still with the buyer`,
          count: data.openProposals,
          to: '/order/list',
          urgent: false,
        },
      ]
    : [];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" mb="5" data-testid="supplier-todo">
      {todo.isPending
        ? Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="24" rounded="lg" />)
        : tiles.map((tile) => (
            <LinkBox key={tile.key} asChild>
              <Card.Root size="sm" _hover={{ borderColor: 'brand.solid' }}>
                <Card.Body gap="1">
                  <LinkOverlay asChild>
                    <Link to={tile.to} data-testid={`todo-${tile.key}`}>
                      <Text textStyle="sm" color="fg.muted">
                        {tile.label}
                      </Text>
                    </Link>
                  </LinkOverlay>
                  <Text
                    textStyle="2xl"
                    fontWeight="semibold"
                    color={tile.urgent && tile.count > 0 ? 'fg.error' : 'fg'}
                  >
                    {tile.count}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {tile.hint}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
    </SimpleGrid>
  );
}
