import {
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What the DataTable reads from a column's `meta`. */
export type DataTableColumnMeta = {
  /** Plain-text name for the column settings list (the header may be a component). */
  label?: string;
  /** false: never written by an export (e.g. a column of buttons). */
  exportable?: boolean;
  /** Numbers and money align to the end so that digits line up. */
  align?: 'start' | 'end';
};

/** The TanStack Table features every DataTable uses (v9 registers features per table). */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types, as TanStack's own examples do
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** Column helper bound to the DataTable's features: `const column = dataTableColumnHelper<Order>()`. */
export const dataTableColumnHelper = <TData extends RowData>() =>
  createColumnHelper<DataTableFeatures, TData>();
