import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { nameLength, optional, remark, rules, unitPrice } from '@procure/shared-validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { DateField, DateRangeField } from './date-field.tsx';
import { MoneyField, NumberField } from './number-field.tsx';
import { RegionField } from './region-cascader.tsx';
import { SelectField, useCodeOptions } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  title: nameLength,
  purchaseType: z.string().min(1, 'validation.required'),
  unitPrice: unitPrice(4),
  amount: rules.amount8d2,
  needBy: z.string().min(1, 'validation.required'),
  period: z.object({ from: z.string().optional(), to: z.string().optional() }),
  region: rules.regionCode,
  remark: optional(remark),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  title: '',
  purchaseType: '',
  unitPrice: '',
  amount: '',
  needBy: '',
  period: {},
  region: '',
  remark: '',
};

const longChinese: Values = {
  title:
    '上海浦东新区张江高科技园区研发中心二期办公家具及会议室视听设备集中采购申请（含安装调试与三年维保服务）',
  purchaseType: '3',
  unitPrice: '1234567890.1234',
  amount: '12345678.90',
  needBy: '2026-12-31',
  period: { from: '2026-01-01', to: '2026-12-31' },
  region: '310115',
  remark: '请于工作日上午九点至十一点之间送达，送货前请提前一天联系收货人。'.repeat(3),
};

function DemoForm({ defaults = empty, disabled = false }: { defaults?: Values; disabled?: boolean }) {
  const { t } = useLingui();
  const form = useZodForm(schema, { defaultValues: defaults });
  const purchaseTypes = useCodeOptions('purchaseType');
  const { control } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <Stack gap="4" maxW="3xl">
        <TextField control={control} name="title" label={t`PR title`} required disabled={disabled} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            control={control}
            name="purchaseType"
            label={t`Purchase type`}
            options={purchaseTypes}
            required
            disabled={disabled}
          />
          <DateField control={control} name="needBy" label={t`Need-by date`} required disabled={disabled} />
          <NumberField
            control={control}
            name="unitPrice"
            label={t`Unit price`}
            customDecimal
            inputUnitPriceLimit={4}
            required
            disabled={disabled}
          />
          <MoneyField control={control} name="amount" label={t`Amount`} required disabled={disabled} />
          <DateRangeField control={control} name="period" label={t`Budget period`} disabled={disabled} />
          <RegionField control={control} name="region" label={t`Region`} required disabled={disabled} />
        </SimpleGrid>
        <TextareaField control={control} name="remark" label={t`Remark`} disabled={disabled} />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" disabled={disabled}>
          {t`Save`}
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Shared/UI/FormFields',
  component: DemoForm,
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyEnglish: Story = { globals: { locale: 'en-US' } };

export const RequiredErrors: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: /PR title/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
  },
};

export const NumberSanitising: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: /单价|Unit price/ });
    // Full-width digits, a letter and a fifth decimal: kept to 4 decimals, with the spec §8 message.
    await userEvent.type(price, '１２a.34567');
    await expect(price).toHaveValue('12.3456');
    await expect(await canvas.findByText('仅支持 10 位整数和 4 位小数')).toBeInTheDocument();
  },
};

export const RemarkCounter: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remarkBox = canvas.getByRole('textbox', { name: /Remark/ });
    await userEvent.type(remarkBox, '采购ab');
    // Two Chinese characters count 2 each.
    await expect(canvas.getByText('6 / 500')).toBeInTheDocument();
  },
};

export const LongChineseFilled: Story = { args: { defaults: longChinese } };
export const DisabledEnglish: Story = {
  args: { defaults: longChinese, disabled: true },
  globals: { locale: 'en-US' },
};
