import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { uploaderFor } from '@procure/files-data-access';
import {
  computeLineAmount,
  emptyLine,
  type PurchaseApplyFormOutput,
  type PurchaseApplyFormValues,
  type PurchaseApplyLineValues,
} from '@procure/procurement-data-access';
import { useSavingTypeLabels } from '@procure/procurement-ui';
import {
  Money,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  UploadField,
  useCodeOptions,
} from '@procure/shared-ui';
import { PURCHASE_TAX_RATES, SAVING_TYPES, money, type PurchaseLineSource } from '@procure/shared-validation';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { FormLookups } from './use-form-lookups.ts';

type Props = {
  control: Control<PurchaseApplyFormValues, unknown, PurchaseApplyFormOutput>;
  setValue: UseFormSetValue<PurchaseApplyFormValues>;
  lookups: FormLookups;
  lineSource: PurchaseLineSource;
  /** The array-level error (no lines on submit). */
  linesError?: string | undefined;
};

const uploadLineFile = uploaderFor(50);

/** Line amount as the server will compute it (price × qty, cents); shown read-only. */
function LineAmount({
  control,
  index,
  currency,
}: {
  control: Props['control'];
  index: number;
  currency: string;
}) {
  const [price, quantity] = useWatch({
    control,
    name: [`lines.${index}.unitPrice`, `lines.${index}.quantity`],
  });
  const amount = computeLineAmount(price ?? '', quantity ?? '');
  return amount ? (
    <Money value={amount} currency={currency} fontWeight="semibold" />
  ) : (
    <Text color="fg.muted">—</Text>
  );
}

/** Fills the accounting code when the person picks another material class (not when a saved line loads). */
function AccountFromCategory({
  control,
  index,
  onChange,
}: {
  control: Props['control'];
  index: number;
  onChange: (index: number, categoryId: string) => void;
}) {
  const categoryId = useWatch({ control, name: `lines.${index}.categoryId` });
  const previous = useRef(categoryId);
  useEffect(() => {
    if (previous.current === categoryId) return;
    previous.current = categoryId;
    onChange(index, categoryId);
  }, [categoryId, index, onChange]);
  return null;
}

/** The total of all lines (exact decimal sum). */
export function LinesTotal({ control }: { control: Props['control'] }) {
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const currency = useWatch({ control, name: 'currency' }) || 'CNY';
  const total = money.sum(lines.map((line) => computeLineAmount(line.unitPrice, line.quantity) || '0'));
  return (
    <HStack gap="2" data-testid="lines-total">
      <Text color="fg.muted">
        <Trans>Total</Trans>
      </Text>
      <Money value={total} currency={currency} textStyle="lg" fontWeight="semibold" />
    </HStack>
  );
}

/** The editable lines: one card per line (a request line has too many fields for one table row). */
export function ApplyLineEditor({ control, setValue, lookups, lineSource, linesError }: Props) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const currency = useWatch({ control, name: 'currency' }) || 'CNY';
  const capex = useCodeOptions('capexExpense');
  const goods = useCodeOptions('goodsService');
  const savingLabels = useSavingTypeLabels();
  const savingOptions = SAVING_TYPES.map((type) => ({ value: type, label: savingLabels[type] }));
  const taxOptions = PURCHASE_TAX_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
  const categoryOptions = lookups.categories.map((c) => ({ value: c.id, label: c.label }));

  /** A new material class brings its financial account (spec: accounting code from the category). */
  const onCategoryChange = (index: number, categoryId: string) => {
    const account = lookups.categories.find((c) => c.id === categoryId)?.accounts[0];
    setValue(`lines.${index}.accountingCode`, account?.code ?? '', { shouldValidate: true });
  };

  return (
    <Stack gap="3">
      {fields.map((field, index) => {
        const name = <K extends keyof PurchaseApplyLineValues>(key: K) => `lines.${index}.${key}` as const;
        const common = { control } as const;
        return (
          <Box key={field.id} borderWidth="1px" rounded="md" p="3" data-testid={`line-${index}`}>
            <HStack justify="space-between" mb="2">
              <Text fontWeight="semibold">
                <Trans>Line {index + 1}</Trans>
              </Text>
              <HStack gap="3">
                <LineAmount control={control} index={index} currency={currency} />
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => remove(index)}
                  aria-label={t`Remove line ${index + 1}`}
                >
                  <Trash2 />
                </Button>
              </HStack>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 3, xl: 4 }} gap="3">
              <TextField
                {...common}
                name={name('productCode')}
                label={t`Product code`}
                required
                maxLength={50}
              />
              <TextField {...common} name={name('name')} label={t`Item name`} required maxLength={100} />
              <TextField {...common} name={name('spec')} label={t`Specification`} maxLength={200} />
              <SelectField
                {...common}
                name={name('vendorId')}
                label={t`Supplier`}
                required
                options={lookups.vendors}
              />
              <SelectField {...common} name={name('unit')} label={t`Unit`} required options={lookups.units} />
              <NumberField
                {...common}
                name={name('unitPrice')}
                label={t`Unit price`}
                required
                decimals={lookups.options.unitPriceDecimals}
              />
              <NumberField {...common} name={name('quantity')} label={t`Qty`} required decimals={3} />
              <SelectField
                {...common}
                name={name('taxRate')}
                label={t`Tax rate`}
                required
                options={taxOptions}
              />
              <SelectField
                {...common}
                name={name('categoryId')}
                label={t`Material class`}
                required
                options={categoryOptions}
              />
              <AccountFromCategory control={control} index={index} onChange={onCategoryChange} />
              <TextField
                {...common}
                name={name('accountingCode')}
                label={t`Accounting code`}
                required
                maxLength={50}
              />
              <SelectField
                {...common}
                name={name('capexExpense')}
                label={t`Capex/expense`}
                required
                options={capex}
              />
              <SelectField
                {...common}
                name={name('goodsService')}
                label={t`Goods/service`}
                required
                options={goods}
              />
              <SelectField
                {...common}
                name={name('savingType')}
                label={t`Saving type`}
                options={savingOptions}
              />
              <SelectField
                {...common}
                name={name('contractTypeCode')}
                label={t`Contract type`}
                options={lookups.contractTypes}
              />
              <TextareaField {...common} name={name('remark')} label={t`Remark`} counting="remark" rows={1} />
              <UploadField
                {...common}
                name={name('attachments')}
                label={t`Line attachments`}
                typeCode={50}
                upload={uploadLineFile}
                multiple
                maxFiles={10}
              />
            </SimpleGrid>
          </Box>
        );
      })}
      {linesError ? (
        <Text color="fg.error" role="alert">
          {linesError}
        </Text>
      ) : null}
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => append(emptyLine(lineSource))} data-testid="add-line">
          <Plus />
          <Trans>Add line</Trans>
        </Button>
        <LinesTotal control={control} />
      </HStack>
    </Stack>
  );
}
