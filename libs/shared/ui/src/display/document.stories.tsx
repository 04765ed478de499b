import { Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionButton } from './action-button.tsx';
import { DetailSection } from './detail-section.tsx';
import { DocumentHeader } from './document-header.tsx';
import { HistoryTimeline } from './history-timeline.tsx';
import { LineItemsTable } from './line-items-table.tsx';
import { Money } from './money.tsx';
import { StatusBadge } from './status-badge.tsx';
import { SAMPLE_HISTORY, SAMPLE_LINES } from './document-sample.stories-data.ts';

function OrderDetail({ empty = false }: { empty?: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="4" maxW="6xl">
      <DocumentHeader
        kind={t`Purchase order`}
        number="PO20260315-0001"
        status={<StatusBadge set="order" value={CODES.order.awaitingConfirm.code} />}
        title="研发中心二期办公设备采购"
        facts={[
          { label: t`Supplier`, value: '上海晨光科技有限公司' },
          { label: t`PO amount`, value: <Money value="98267.46" /> },
          { label: t`Need-by date`, value: '2026-04-30' },
          { label: t`Legal entity`, value: '采购云（上海）信息技术有限公司' },
        ]}
        actions={
          <>
            <Button variant="outline">{t`Print`}</Button>
            <ActionButton colorPalette="brand" onAction={() => new Promise((r) => setTimeout(r, 300))}>
              {t`Submit`}
            </ActionButton>
          </>
        }
      />
      <DetailSection
        title={t`Basic information`}
        items={[
          { label: t`Purchase type`, value: <StatusBadge set="purchaseType" value={1} /> },
          { label: t`Cost center`, value: '研发中心-CC1002' },
          { label: t`Receiver`, value: '张伟 13800138000' },
          { label: t`Project code`, value: empty ? null : 'PRJ-2026-017' },
          { label: t`Currency`, value: 'CNY' },
          { label: t`Invoice title`, value: '' },
          { label: t`Address`, value: '上海市浦东新区张江高科技园区碧波路690号3号楼5层502室', wide: true },
        ]}
      />
      <LineItemsTable items={empty ? [] : SAMPLE_LINES} caption={t`Order lines`} />
      <HistoryTimeline entries={empty ? [] : SAMPLE_HISTORY} />
    </Stack>
  );
}

const meta = { title: 'Shared/UI/DocumentDetail', component: OrderDetail } satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 3 × 12999 + 12.5 × 168.80 + 45600.456 → 45600.46: exact decimal totals.
    await expect(canvas.getByText('¥86,707.46')).toBeInTheDocument();
    await expect(canvas.getByText(/李娜/)).toHaveTextContent('王芳');
  },
};
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'PO20260315-0001' })).toBeInTheDocument();
    await expect(canvas.getByText('李娜 on behalf of 王芳')).toBeInTheDocument();
  },
};
export const EmptyLinesAndHistory: Story = {
  args: { empty: true },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No lines')).toBeInTheDocument();
    await expect(canvas.getByText('No history yet')).toBeInTheDocument();
  },
};
