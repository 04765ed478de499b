import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from './list-query.ts';

/** Keyset (cursor) paging: previous / next and the page size; no total is needed. */
export type KeysetPagination = {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  onPageSizeChange?: (pageSize: number) => void;
};

export function KeysetPager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  pageSize,
  onPageSizeChange,
}: KeysetPagination) {
  const { t } = useLingui();
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="flex-end" gap="2" pt="2">
      {onPageSizeChange ? (
        <HStack gap="1">
          <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            <Trans>Rows per page</Trans>
          </Text>
          <NativeSelect.Root size="xs" width="20">
            <NativeSelect.Field
              aria-label={t`Rows per page`}
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      ) : null}
      <Button size="xs" variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeft />
        <Trans>Previous</Trans>
      </Button>
      <Button size="xs" variant="outline" disabled={!hasNext} onClick={onNext}>
        <Trans>Next</Trans>
        <ChevronRight />
      </Button>
    </HStack>
  );
}
