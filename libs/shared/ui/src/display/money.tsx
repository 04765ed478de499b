import { Text } from '@chakra-ui/react';
import type { TextProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { DEFAULT_CURRENCY, formatMoney } from './money-format.ts';

export type MoneyProps = Omit<TextProps, 'children'> & {
  value: string | number | null | undefined;
  /** ISO 4217 code; CNY (¥) by default. */
  currency?: string;
  /** 2 by default (spec §9); unit prices pass their own scale. */
  decimals?: number;
};

/** An amount, right-aligned figures (tabular numerals) so that columns of amounts line up. */
export function Money({ value, currency = DEFAULT_CURRENCY, decimals = 2, ...rest }: MoneyProps) {
  const { i18n } = useLingui();
  const empty = value === null || value === undefined || value === '';
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {empty ? '—' : formatMoney(value, currency, i18n.locale, decimals)}
    </Text>
  );
}
