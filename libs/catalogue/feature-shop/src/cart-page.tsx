import { Badge, Box, Button, Card, Checkbox, Field, Flex, Input, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, Money, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { money } from '@procure/shared-validation';
import {
  useCart,
  useDeleteCartItems,
  useModifyCartQuantity,
  useQuickAdd,
  type CartLine,
} from '@procure/catalogue-data-access';
import { quantityError } from './quantity.ts';

/** /procurement/cart (route id 'mycart'): lines by supplier, prices re-checked; selected lines become a purchase request. */
export function CartPage() {
  const { t } = useLingui();
  const cart = useCart();
  const remove = useDeleteCartItems();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const lines = cart.data?.groups.flatMap((g) => g.items) ?? [];
  const chosen = lines.filter((l) => selected.includes(l.id) && l.available);
  const total = money.sum(['0.00', ...chosen.map((l) => l.amount)]);
  const toggle = (ids: string[], on: boolean) =>
    setSelected((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id))));
  const removeIds = async (ids: string[]) => {
    showSuccessToast(await remove.mutateAsync(ids));
    toggle(ids, false);
  };

  return (
    <Box>
      <PageHeader title={t`Cart`} description={t`Prices are checked again every time the cart is shown`} />
      <QuickAdd />
      {cart.data && lines.length === 0 ? <EmptyState title={t`Your cart is empty`} /> : null}
      {cart.data?.groups.map((group) => {
        const ids = group.items.filter((i) => i.available).map((i) => i.id);
        const all = ids.length > 0 && ids.every((id) => selected.includes(id));
        return (
          <Card.Root key={`${group.source}:${group.vendorId}`} mb="4">
            <Card.Header>
              <Flex align="center" gap="3">
                <Checkbox.Root
                  checked={all}
                  disabled={ids.length === 0}
                  onCheckedChange={(e) => toggle(ids, !!e.checked)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="semibold">{group.vendorName}</Checkbox.Label>
                </Checkbox.Root>
                {group.source !== 'catalogue' ? (
                  <Badge colorPalette="purple">
                    {group.source === 'channel1' ? t`First channel` : t`Second channel`}
                  </Badge>
                ) : null}
                <Text ml="auto" textStyle="sm" color="fg.muted">
                  <Trans>Subtotal</Trans> <Money as="span" value={group.subtotal} />
                </Text>
              </Flex>
            </Card.Header>
            <Card.Body pt="0">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="8" />
                    <Table.ColumnHeader>{t`Goods`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Unit price`}</Table.ColumnHeader>
                    <Table.ColumnHeader w="36">{t`Quantity`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
                    <Table.ColumnHeader w="10" />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {group.items.map((line) => (
                    <CartRow
                      key={line.id}
                      line={line}
                      checked={selected.includes(line.id)}
                      onCheck={(on) => toggle([line.id], on)}
                      onRemove={() => removeIds([line.id])}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
      {lines.length > 0 ? (
        <Flex
          position="sticky"
          bottom="0"
          bg="bg"
          borderTopWidth="1px"
          py="3"
          gap="4"
          align="center"
          wrap="wrap"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={selected.length === 0}
            loading={remove.isPending}
            onClick={() => removeIds(selected)}
          >
            <Trash2 size={14} /> <Trans>Delete selected</Trans>
          </Button>
          <Text ml="auto">
            <Trans>
              {chosen.length} selected, total{' '}
              <Money as="span" value={total} fontWeight="bold" color="red.600" />
            </Trans>
          </Text>
          <Button
            colorPalette="blue"
            disabled={chosen.length === 0}
            onClick={() =>
              navigate(`/procurement/create/catalogue?cartItemIds=${chosen.map((l) => l.id).join(',')}`)
            }
          >
            <Trans>Create purchase request</Trans>
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}

function CartRow(props: {
  line: CartLine;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const { line } = props;
  const modify = useModifyCartQuantity();
  const [draft, setDraft] = useState(String(line.quantity));
  const error = quantityError(draft);
  const commit = async () => {
    if (error || Number(draft) === line.quantity) return;
    await modify.mutateAsync({ id: line.id, count: Number(draft) });
  };
  return (
    // An unavailable line is greyed by its background, not by opacity: faded text fails contrast (axe).
    <Table.Row
      bg={line.available ? undefined : 'bg.muted'}
      color={line.available ? undefined : 'fg.muted'}
      data-testid="cart-line"
    >
      <Table.Cell>
        <Checkbox.Root
          aria-label={t`Select`}
          checked={props.checked}
          disabled={!line.available}
          onCheckedChange={(e) => props.onCheck(!!e.checked)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="medium">{line.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {line.productCode} {line.spec ? `· ${line.spec}` : ''} · {line.unit}
        </Text>
        {!line.available ? (
          <Badge colorPalette="gray" size="sm">
            <Trans>Unavailable</Trans>
          </Badge>
        ) : null}
        {line.available && line.priceChanged ? (
          <Badge colorPalette="orange" size="sm">
            <Trans>
              Price changed (was <Money as="span" value={line.addedPrice} />)
            </Trans>
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Money value={line.unitPrice} />
      </Table.Cell>
      <Table.Cell>
        <Field.Root invalid={!!error}>
          <Input
            size="sm"
            inputMode="numeric"
            aria-label={t`Quantity`}
            value={draft}
            onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
          />
          {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
        </Field.Root>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Money value={line.amount} fontWeight="medium" />
      </Table.Cell>
      <Table.Cell>
        <Button size="xs" variant="ghost" aria-label={t`Delete`} onClick={props.onRemove}>
          <Trash2 size={14} />
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function QuickAdd() {
  const { t, i18n } = useLingui();
  const quick = useQuickAdd();
  const [code, setCode] = useState('');
  const [count, setCount] = useState('1');
  const error = quantityError(count);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || error) return;
    showSuccessToast(await quick.mutateAsync({ productCode: code.trim(), count: Number(count) }));
    setCode('');
  };
  return (
    <Flex as="form" onSubmit={submit} gap="3" mb="4" align="start" wrap="wrap">
      <Input
        maxW="220px"
        placeholder={t`Product code`}
        aria-label={t`Product code`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Field.Root invalid={!!error} maxW="120px">
        <Input
          inputMode="numeric"
          aria-label={t`Quantity`}
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
      </Field.Root>
      <Button type="submit" variant="outline" loading={quick.isPending} disabled={!code.trim() || !!error}>
        <Trans>Quick add</Trans>
      </Button>
    </Flex>
  );
}
