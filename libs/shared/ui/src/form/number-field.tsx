import { Group, Input, InputAddon } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { UNIT_PRICE_MAX_INTEGER, sanitizeNumber } from '@procure/shared-validation';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

/** Decimals a unit price takes (spec §3 decimal settings): the tenant's limit when customised, else 2. */
export function unitPriceDecimals(customDecimal?: boolean, inputUnitPriceLimit?: number | null): number {
  if (!customDecimal || inputUnitPriceLimit === null || inputUnitPriceLimit === undefined) return 2;
  return Math.max(0, Math.min(8, Math.trunc(inputUnitPriceLimit)));
}

/** True when typing `raw` went past 10 integer digits or `decimals` decimals (what sanitizeNumber cuts). */
export function exceedsLimits(raw: string, decimals: number): boolean {
  const ascii = raw
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[^\d.]/g, '');
  const [integer = '', ...rest] = ascii.split('.');
  const fraction = rest.join('');
  return integer.replace(/^0+(?=\d)/, '').length > UNIT_PRICE_MAX_INTEGER || fraction.length > decimals;
}

// A variable, not a literal: the message lives in the validation catalog, not in the web one.
const UNIT_PRICE_MESSAGE = 'validation.unitPrice';

export type NumberFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  /** Tenant decimal settings: when true, `inputUnitPriceLimit` decimals are allowed instead of 2. */
  customDecimal?: boolean;
  inputUnitPriceLimit?: number | null;
  /** Fixed decimals (overrides the tenant settings), e.g. 0 for quantities of whole units. */
  decimals?: number;
  /** Text before the input (¥) or after it (a unit). */
  prefix?: string;
  suffix?: string;
};

/**
 * A decimal text input cleaned while typing with `sanitizeNumber` (full-width digits, one point, 10
 * integer digits, N decimals). When a keystroke was cut, it says why (spec §8 decimal input error).
 * The value stays a decimal string: no float ever touches it.
 */
export function NumberField<T extends FieldValues, O = T>(props: NumberFieldProps<T, O>) {
  const { label, required, helperText, disabled, placeholder, prefix, suffix } = props;
  const decimals = props.decimals ?? unitPriceDecimals(props.customDecimal, props.inputUnitPriceLimit);
  const { i18n } = useLingui();
  const { field, error } = useBoundField(props);
  const [cut, setCut] = useState(false);
  const input = (
    <Input
      {...field}
      value={(field.value as string | undefined) ?? ''}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      placeholder={placeholder}
      textAlign="end"
      fontVariantNumeric="tabular-nums"
      onChange={(event) => {
        const raw = event.target.value;
        const clean = sanitizeNumber(raw, decimals);
        setCut(exceedsLimits(raw, decimals));
        field.onChange(clean);
      }}
    />
  );
  const limitMessage = i18n._(UNIT_PRICE_MESSAGE, { decimals });
  return (
    <FormField
      label={label}
      required={required}
      error={error ?? (cut ? limitMessage : undefined)}
      helperText={helperText}
      disabled={disabled}
    >
      {prefix || suffix ? (
        <Group attached w="full">
          {prefix ? <InputAddon>{prefix}</InputAddon> : null}
          {input}
          {suffix ? <InputAddon>{suffix}</InputAddon> : null}
        </Group>
      ) : (
        input
      )}
    </FormField>
  );
}

export type MoneyFieldProps<T extends FieldValues, O = T> = Omit<
  NumberFieldProps<T, O>,
  'decimals' | 'customDecimal' | 'inputUnitPriceLimit' | 'prefix'
> & { currencySymbol?: string };

/** An amount: 2 decimals with the currency symbol in front (¥ by default; spec §5 amount 8+2 is the schema's job). */
export function MoneyField<T extends FieldValues, O = T>({
  currencySymbol = '¥',
  ...props
}: MoneyFieldProps<T, O>) {
  return <NumberField {...props} decimals={2} prefix={currencySymbol} />;
}
