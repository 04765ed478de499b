import {
  Box,
  Button,
  Card,
  Checkbox,
  Dialog,
  Flex,
  Heading,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FolderTree, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, PageHeader, showSuccessToast } from '@procure/shared-ui';
import { useGoodsHome, useSaveCommonCategories } from '@procure/catalogue-data-access';
import { GoodsGrid } from './goods-card.tsx';
import { useCategoryTree } from './category-names.ts';

const MAX_COMMON = 6;

/** /procurement/index: common purchase categories (1–6 tiles), newest and popular goods. */
export function GoodsHomePage() {
  const { t } = useLingui();
  const home = useGoodsHome();
  const { names } = useCategoryTree();
  const common = home.data?.commonCategoryIds ?? [];
  return (
    <Box>
      <PageHeader
        title={t`Goods home`}
        description={t`Buy from your company's catalogue and the e-commerce channels`}
        actions={
          <Flex gap="2">
            <Button asChild variant="outline">
              <RouterLink to="/procurement/catalogue">
                <FolderTree size={16} /> <Trans>Catalogue directory</Trans>
              </RouterLink>
            </Button>
            <Button asChild colorPalette="blue">
              <RouterLink to="/procurement/cart">
                <ShoppingCart size={16} /> <Trans>Cart</Trans>
              </RouterLink>
            </Button>
          </Flex>
        }
      />
      <Card.Root mb="6">
        <Card.Header>
          <Flex align="center" justify="space-between">
            <Heading size="md">
              <Trans>Common purchase categories</Trans>
            </Heading>
            <CommonCategoriesDialog selected={common} />
          </Flex>
        </Card.Header>
        <Card.Body>
          {common.length === 0 ? (
            <Text color="fg.muted">
              <Trans>Choose up to six categories you buy often.</Trans>
            </Text>
          ) : (
            <Box display="grid" gap="3" gridTemplateColumns="repeat(auto-fill, minmax(140px, 1fr))">
              {common.map((id) => (
                <Button key={id} asChild variant="subtle" h="16">
                  <RouterLink to={`/procurement/goodsList?categoryId=${id}`}>
                    {names.get(id) ?? t`Category`}
                  </RouterLink>
                </Button>
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      {home.isLoading ? (
        <Skeleton h="60" />
      ) : (
        <Stack gap="6">
          <Section title={t`Popular goods`} items={home.data?.popular ?? []} />
          <Section title={t`New goods`} items={home.data?.recent ?? []} />
        </Stack>
      )}
    </Box>
  );
}

function Section({ title, items }: { title: string; items: Parameters<typeof GoodsGrid>[0]['items'] }) {
  const { t } = useLingui();
  return (
    <Box>
      <Flex align="center" justify="space-between" mb="3">
        <Heading size="md">{title}</Heading>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/procurement/goodsList">
            <Trans>All goods</Trans>
          </RouterLink>
        </Button>
      </Flex>
      {items.length === 0 ? <EmptyState title={t`No goods on sale yet`} /> : <GoodsGrid items={items} />}
    </Box>
  );
}

/** Picks 1 to 6 second-level categories (the server checks the same limits). */
function CommonCategoriesDialog({ selected }: { selected: string[] }) {
  const { t } = useLingui();
  const { tree } = useCategoryTree();
  const save = useSaveCommonCategories();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>(selected);
  const toggle = (id: string) =>
    setChosen((now) =>
      now.includes(id) ? now.filter((x) => x !== id) : now.length < MAX_COMMON ? [...now, id] : now,
    );
  const invalid = chosen.length < 1 || chosen.length > MAX_COMMON;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (setOpen(e.open), e.open && setChosen(selected))}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          <Trans>Edit</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Common purchase categories</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" color={invalid ? 'red.600' : 'fg.muted'}>
                <Trans>Choose 1 to 6 categories ({chosen.length} chosen).</Trans>
              </Text>
              <Stack gap="3" maxH="60vh" overflowY="auto">
                {tree.map((c) => (
                  <Box key={c.id}>
                    <Text fontWeight="medium" mb="1">
                      {c.name}
                    </Text>
                    <Flex wrap="wrap" gap="3">
                      {c.children.map((k) => (
                        <Checkbox.Root
                          key={k.id}
                          checked={chosen.includes(k.id)}
                          onCheckedChange={() => toggle(k.id)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{k.name}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Flex>
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                colorPalette="blue"
                disabled={invalid}
                loading={save.isPending}
                onClick={async () => {
                  showSuccessToast(await save.mutateAsync(chosen));
                  setOpen(false);
                }}
              >
                {t`Save`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
