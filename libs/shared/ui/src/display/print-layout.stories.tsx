import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailSection } from './detail-section.tsx';
import { LineItemsTable } from './line-items-table.tsx';
import { PrintLayout } from './print-layout.tsx';
import { SAMPLE_LINES } from './document-sample.stories-data.ts';

const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#224b96"/><text x="60" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">PROCURE</text></svg>',
  );

function PrintedOrder({ withLogo = true }: { withLogo?: boolean }) {
  const { t } = useLingui();
  return (
    <PrintLayout
      title={t`Purchase order`}
      companyName="采购云（上海）信息技术有限公司"
      logoUrl={withLogo ? LOGO : null}
      headerAside={
        <Stack gap="0">
          <Text>PO20260315-0001</Text>
          <Text>2026-03-16</Text>
        </Stack>
      }
      toolbar={<Button onClick={() => window.print()}>{t`Print`}</Button>}
    >
      <Stack gap="4">
        <DetailSection
          title={t`Basic information`}
          columns={2}
          items={[
            { label: t`Supplier`, value: '上海晨光科技有限公司' },
            { label: t`Need-by date`, value: '2026-04-30' },
            { label: t`Address`, value: '上海市浦东新区张江高科技园区碧波路690号3号楼5层502室', wide: true },
          ]}
        />
        <LineItemsTable items={SAMPLE_LINES} />
      </Stack>
    </PrintLayout>
  );
}

const meta = {
  title: 'Shared/UI/PrintLayout',
  component: PrintedOrder,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrintedOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute(
      'alt',
      '采购云（上海）信息技术有限公司',
    );
  },
};
export const EnglishWithoutLogo: Story = { args: { withLogo: false }, globals: { locale: 'en-US' } };
