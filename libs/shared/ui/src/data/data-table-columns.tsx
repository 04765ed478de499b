import { Badge } from '@chakra-ui/react';
import { formatYuan } from '@procure/shared-validation';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { dataTableColumnHelper, type DataTableColumn } from './data-table-features.ts';

type ColumnBase<TData, TValue> = {
  id: string;
  /** Header text; also the column's name in the column settings. */
  header: string;
  value: (row: TData) => TValue;
  enableSorting?: boolean;
};

const MONEY_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** An amount column: `¥1,234.50` (spec §9), aligned right, digits of equal width. */
export function moneyColumn<TData extends RowData>({
  id,
  header,
  value,
  enableSorting = true,
}: ColumnBase<TData, string | null | undefined>): DataTableColumn<TData> {
  return dataTableColumnHelper<TData>().accessor(value, {
    id,
    header,
    enableSorting,
    meta: { label: header, align: 'end' },
    cell: ({ getValue }) => {
      const amount = getValue();
      // A plain span: one per row of a long list, so no per-instance style resolution.
      return <span style={MONEY_STYLE}>{amount ? formatYuan(amount) : '—'}</span>;
    },
  });
}

export type StatusLook = { label: ReactNode; palette: string };

/** A status column: one code set's label and colour per code (pass the code table's describer). */
export function statusColumn<TData extends RowData, TCode extends string | number>({
  id,
  header,
  value,
  describe,
  enableSorting = false,
}: ColumnBase<TData, TCode> & { describe: (code: TCode) => StatusLook }): DataTableColumn<TData> {
  return dataTableColumnHelper<TData>().accessor(value, {
    id,
    header,
    enableSorting,
    meta: { label: header },
    cell: ({ getValue }) => {
      const look = describe(getValue());
      return (
        <Badge colorPalette={look.palette} variant="subtle" whiteSpace="nowrap">
          {look.label}
        </Badge>
      );
    },
  });
}
