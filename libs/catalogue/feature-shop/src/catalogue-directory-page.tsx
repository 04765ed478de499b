import { Box, Button, Card, Flex, Heading, Skeleton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { EmptyState, PageHeader } from '@procure/shared-ui';
import { useCategoryTree } from './category-names.ts';

/** /procurement/catalogue: the procurement category tree; each category opens the goods list filtered by it. */
export function CatalogueDirectoryPage() {
  const { t } = useLingui();
  const { tree, isLoading } = useCategoryTree();
  return (
    <Box>
      <PageHeader title={t`Catalogue directory`} description={t`Browse goods by procurement category`} />
      {isLoading ? <Skeleton h="40" /> : null}
      {!isLoading && tree.length === 0 ? <EmptyState title={t`No categories yet`} /> : null}
      <Box display="grid" gap="4" gridTemplateColumns="repeat(auto-fill, minmax(260px, 1fr))">
        {tree.map((c) => (
          <Card.Root key={c.id}>
            <Card.Header>
              <Heading size="sm" asChild>
                <RouterLink to={`/procurement/goodsList?categoryId=${c.id}`}>{c.name}</RouterLink>
              </Heading>
            </Card.Header>
            <Card.Body>
              <Flex wrap="wrap" gap="2">
                {c.children.map((k) => (
                  <Button key={k.id} asChild size="xs" variant="subtle">
                    <RouterLink to={`/procurement/goodsList?categoryId=${k.id}`}>{k.name}</RouterLink>
                  </Button>
                ))}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Box>
    </Box>
  );
}
