import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PurchaseApplyDetail } from '@procure/procurement-data-access';
import { usePurchaseKindLabels, useSavingTypeLabels } from '@procure/procurement-ui';
import { useInvoiceTitles, useProcurementCategories } from '@procure/masterdata-data-access';
import { codeEntry } from '@procure/shared-codes';
import type { DetailItem, LineItem } from '@procure/shared-ui';
import { useMemo } from 'react';

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** The header of a request as label / value pairs (spec §3 labels). */
export function useHeaderItems(detail: PurchaseApplyDetail | undefined): DetailItem[] {
  const { t, i18n } = useLingui();
  const kinds = usePurchaseKindLabels();
  const invoiceTitles = useInvoiceTitles();
  // The detail carries the invoice title's id only: its name comes from the tenant's lookup.
  const invoiceTitle = invoiceTitles.data?.find((row) => row.id === detail?.invoiceTitleId)?.title;
  return useMemo(() => {
    if (!detail) return [];
    const code = (set: 'purpose' | 'purchaseType', value: number | null | undefined) => {
      const entry = codeEntry(set, value);
      return entry ? i18n._(entry.label) : '—';
    };
    return [
      { label: t`Type`, value: kinds[detail.kind] ?? detail.kind },
      { label: t`PR title`, value: detail.title },
      { label: t`Applicant`, value: dash(detail.applicantName) },
      { label: t`Need-by date`, value: dash(detail.needByDate) },
      { label: t`Legal entity`, value: dash(detail.legalEntityName) },
      { label: t`Invoice title`, value: dash(invoiceTitle) },
      { label: t`Receiver`, value: dash(detail.receiverName) },
      { label: t`Contract creator`, value: dash(detail.contractCreatorName) },
      { label: t`Cost center`, value: dash(detail.costCenterName) },
      { label: t`Project code`, value: dash(detail.projectCode) },
      { label: t`Budget period`, value: dash(detail.budgetPeriod) },
      { label: t`Purpose`, value: code('purpose', detail.purpose) },
      { label: t`Purchase type`, value: code('purchaseType', detail.purchaseType) },
      { label: t`Currency`, value: detail.currency },
      { label: t`Remark`, value: dash(detail.remark), wide: true },
    ];
  }, [detail, t, i18n, kinds, invoiceTitle]);
}

/** The lines for the read-only LineItemsTable (spec, unit and the amount the server stored). */
export function toLineItems(detail: PurchaseApplyDetail | undefined): LineItem[] {
  return (detail?.lines ?? []).map((line, index) => ({
    id: line.id ?? String(index),
    name: line.name,
    code: line.productCode ?? undefined,
    spec: line.spec ?? undefined,
    unit: line.unit ?? undefined,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: line.amount,
  }));
}

/** Per-line accounting facts that the line table does not show: class, account, capex, goods, saving. */
export function useLineAccountingItems(detail: PurchaseApplyDetail | undefined): DetailItem[] {
  const { t, i18n } = useLingui();
  const saving = useSavingTypeLabels();
  const categories = useProcurementCategories();
  const categoryNames = useMemo(
    () =>
      new Map(
        (categories.data ?? []).flatMap((parent) =>
          parent.classificationList.map(
            (child) => [child.id, `${parent.procurementName} / ${child.procurementName}`] as const,
          ),
        ),
      ),
    [categories.data],
  );
  return useMemo(
    () =>
      (detail?.lines ?? []).map((line, index) => {
        const label = (set: 'capexExpense' | 'goodsService', value: number | null | undefined) => {
          const entry = codeEntry(set, value);
          return entry ? i18n._(entry.label) : '—';
        };
        const facts = [
          `${t`Material class`}: ${dash(line.categoryId ? categoryNames.get(line.categoryId) : null)}`,
          `${t`Accounting code`}: ${dash(line.accountingCode)}`,
          `${t`Capex/expense`}: ${label('capexExpense', line.capexExpense)}`,
          `${t`Goods/service`}: ${label('goodsService', line.goodsService)}`,
          `${t`Tax rate`}: ${line.taxRate === null ? '—' : `${line.taxRate}%`}`,
          `${t`Saving type`}: ${line.savingType ? (saving[line.savingType as keyof typeof saving] ?? line.savingType) : '—'}`,
          `${t`Supplier`}: ${dash(line.vendorName)}`,
        ];
        return {
          label: `${index + 1}. ${line.name}`,
          wide: true,
          value: (
            <Stack gap="1">
              <Text textStyle="sm">{facts.join(' · ')}</Text>
              {line.remark ? (
                <Text textStyle="sm" color="fg.muted">
                  {line.remark}
                </Text>
              ) : null}
              <FileLinks files={line.attachments ?? []} />
            </Stack>
          ),
        };
      }),
    [detail, t, i18n, saving, categoryNames],
  );
}

export function FileLinks({ files }: { files: readonly { fileId: string; name: string }[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap="0.5">
      {files.map((file) => (
        <ChakraLink
          key={file.fileId}
          href={`/api/v1/file/${file.fileId}`}
          target="_blank"
          rel="noreferrer"
          colorPalette="brand"
        >
          {file.name}
        </ChakraLink>
      ))}
    </Stack>
  );
}
