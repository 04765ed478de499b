import {
  Box,
  Button,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
  chakra,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state.tsx';
import type { ColumnSettingsAdapter } from './column-settings.ts';
import { ColumnSettingsMenu } from './column-settings-menu.tsx';
import { ExportButton, type ExportColumn, type ExportHandler } from './export-button.tsx';
import { dataTableFeatures, type DataTableColumn } from './data-table-features.ts';
import { KeysetPager, type KeysetPagination } from './keyset-pager.tsx';
import type { SortValue } from './list-query.ts';
import { STICKY_HEADER_THROTTLE_MS, throttle } from './throttle.ts';
import { useColumnSettings } from './use-column-settings.ts';

const SELECT_COLUMN = '__select';
const ROW_HEIGHT = 37;

export type DataTableProps<TData extends RowData> = {
  columns: DataTableColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  /** Accessible name of the table. */
  label: string;
  /** Server-side sorting: the table shows `sort` and reports clicks; the caller fetches. */
  sort?: SortValue | null;
  onSortChange?: (sort: SortValue | null) => void;
  pagination?: KeysetPagination;
  loading?: boolean;
  /** A message when the list could not be loaded; `onRetry` adds a retry button. */
  error?: ReactNode;
  onRetry?: () => void;
  empty?: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Row selection with a batch-action bar: `(selected rows, clear)` renders the actions. */
  batchActions?: (rows: TData[], clearSelection: () => void) => ReactNode;
  /** Column settings (show/hide, order, width), saved per user under `tableKey`. */
  tableKey?: string;
  columnSettings?: ColumnSettingsAdapter;
  /** Adds an Export button: called with the visible, exportable columns (id and label, in order). */
  onExport?: ExportHandler;
  /** Left side of the toolbar (e.g. an add button). */
  toolbar?: ReactNode;
  /** Height of the scroll area; the header sticks to its top. */
  maxHeight?: string;
  /** Above this many rows only the visible rows are rendered. */
  virtualizeAbove?: number;
  /** Props for each body row (test ids, data attributes). */
  rowProps?: (row: TData) => Record<string, string>;
};

const toSorting = (sort: SortValue | null | undefined): SortingState => (sort ? [sort] : []);
const resolve = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The list table of every screen: server-side sorting, keyset paging, row selection with batch actions,
 * per-user column settings, sticky header, loading / empty / error states, virtualised body for long lists.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { columns, data, getRowId, label, sort, onSortChange, batchActions, maxHeight = '70vh' } = props;
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [scrolled, setScrolled] = useState(false);

  const bodyCss = useBodyCss();
  const userColumnIds = useMemo(() => columns.map((c) => c.id ?? ''), [columns]);
  const labels = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id ?? '', c.meta?.label ?? c.id ?? ''])),
    [columns],
  );
  const layout = useColumnSettings(userColumnIds, props.tableKey, props.columnSettings);
  // What an export writes: the visible columns in the user's order, titled as shown; never actions.
  const exportColumns: ExportColumn[] = useMemo(() => {
    const exportable = new Set(
      columns.filter((c) => c.id && c.id !== 'actions' && c.meta?.exportable !== false).map((c) => c.id!),
    );
    return layout.layout.columnOrder
      .filter((id) => exportable.has(id) && layout.layout.columnVisibility[id] !== false)
      .map((id) => ({ key: id, title: labels[id] ?? id }));
  }, [columns, labels, layout.layout.columnOrder, layout.layout.columnVisibility]);
  const selectable = batchActions !== undefined;
  const allColumns = useMemo(
    () => (selectable ? [selectionColumn<TData>(), ...columns] : columns),
    [selectable, columns],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: {
      sorting: toSorting(sort),
      rowSelection,
      columnOrder: [SELECT_COLUMN, ...layout.layout.columnOrder],
      columnVisibility: layout.layout.columnVisibility,
      columnSizing: layout.layout.columnSizing,
    },
    onSortingChange: (updater) => {
      const next = resolve(updater, toSorting(sort))[0];
      onSortChange?.(next ? { id: next.id, desc: next.desc } : null);
    },
    onRowSelectionChange: (updater) => setRowSelection((old) => resolve(updater, old)),
  });

  // A selection refers to rows on screen: a new page or query starts without one. Keeping the same object
  // when nothing was selected spares a second render of the whole table after every new page or sort.
  useEffect(() => setRowSelection((old) => (Object.keys(old).length === 0 ? old : {})), [data]);

  // Spec §9: the sticky header's scroll handler is throttled (here 200 ms); it only draws the header's shadow.
  const onScroll = useMemo(
    () => throttle((el: HTMLDivElement) => setScrolled(el.scrollTop > 0), STICKY_HEADER_THROTTLE_MS),
    [],
  );
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  const rows = table.getRowModel().rows;
  const virtual = rows.length > (props.virtualizeAbove ?? 200);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows rendered beyond the visible ones: enough for smooth scrolling, few enough that a sort of a
    // long list re-renders ~30 rows rather than ~40.
    overscan: 6,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => rows[item.index]).filter((r) => r !== undefined) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const visibleColumns = table.getVisibleLeafColumns();
  const span = visibleColumns.length;

  // Arrow keys move between rows (scrolling a virtual list first); Space selects the focused row.
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const row = rows[index];
    if (event.key === ' ' && selectable && row) {
      event.preventDefault();
      row.toggleSelected();
      return;
    }
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const target = index + delta;
    if (delta === 0 || target < 0 || target >= rows.length) return;
    event.preventDefault();
    if (virtual) virtualizer.scrollToIndex(target);
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`)?.focus(),
    );
  };

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const body = props.loading ? (
    <SkeletonRows span={span} />
  ) : props.error ? (
    <FullRow span={span}>
      <EmptyState
        icon={<CircleAlert />}
        title={t`The list could not be loaded`}
        description={props.error}
        action={
          props.onRetry ? (
            <Button variant="outline" size="sm" onClick={props.onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : undefined
        }
      />
    </FullRow>
  ) : rows.length === 0 ? (
    <FullRow span={span}>
      <EmptyState
        title={props.empty?.title ?? t`No data`}
        description={props.empty?.description}
        action={props.empty?.action}
      />
    </FullRow>
  ) : (
    <>
      {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
      {/* Plain rows and cells styled once by the body (useBodyCss): a Chakra component per cell resolves
          its styles on every mount, which made a sort of a long list a long task (issue #5). */}
      {shown.map((row) => (
        <tr
          key={row.id}
          tabIndex={0}
          data-row-index={row.index}
          aria-selected={selectable ? row.getIsSelected() : undefined}
          onKeyDown={(e) => onRowKeyDown(e, row.index)}
          {...props.rowProps?.(row.original)}
        >
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} data-align={cell.column.columnDef.meta?.align === 'end' ? 'end' : undefined}>
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
      {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
    </>
  );

  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="2" minH="8" wrap="wrap">
        {selectable && selected.length > 0 ? (
          <HStack
            role="region"
            aria-label={t`Batch actions`}
            gap="2"
            px="2"
            py="1"
            rounded="md"
            bg="colorPalette.subtle"
            colorPalette="brand"
          >
            <Text textStyle="sm" fontWeight="medium">
              <Trans>{selected.length} selected</Trans>
            </Text>
            {batchActions?.(selected, () => setRowSelection({}))}
            <Button size="xs" variant="ghost" onClick={() => setRowSelection({})}>
              <Trans>Clear selection</Trans>
            </Button>
          </HStack>
        ) : (
          <HStack gap="2">{props.toolbar}</HStack>
        )}
        {props.onExport ? <ExportButton columns={exportColumns} onExport={props.onExport} /> : null}
        <ColumnSettingsMenu
          settings={layout.settings}
          labels={labels}
          onChange={(next) => layout.update(next)}
          onReset={layout.reset}
        />
      </HStack>
      <Box
        ref={scrollRef}
        overflow="auto"
        maxH={maxHeight}
        borderWidth="1px"
        rounded="md"
        onScroll={(e) => onScroll(e.currentTarget)}
      >
        {/* Long Chinese text must wrap, or a row runs off screen. */}
        <Table.Root
          size="sm"
          stickyHeader
          interactive
          whiteSpace="normal"
          aria-label={label}
          aria-busy={props.loading}
        >
          <Table.Header
            boxShadow={scrolled ? 'sm' : undefined}
            data-scrolled={scrolled || undefined}
            zIndex="1"
          >
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.muted">
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  const end = column.columnDef.meta?.align === 'end';
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      whiteSpace="nowrap"
                      textAlign={end ? 'end' : undefined}
                      width={widthOf(column.id, layout.layout.columnSizing)}
                      aria-sort={
                        column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : column.getCanSort() ? (
                        <chakra.button
                          type="button"
                          display="inline-flex"
                          alignItems="center"
                          gap="1"
                          fontWeight="inherit"
                          cursor="pointer"
                          rounded="sm"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                          onClick={column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <Box as="span" color={sorted ? 'fg' : 'fg.subtle'} aria-hidden>
                            {sorted === 'asc' ? (
                              <ArrowUp size={14} />
                            ) : sorted === 'desc' ? (
                              <ArrowDown size={14} />
                            ) : (
                              <ArrowUpDown size={14} />
                            )}
                          </Box>
                        </chakra.button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body css={bodyCss}>{body}</Table.Body>
        </Table.Root>
      </Box>
      {props.pagination && !props.error ? <KeysetPager {...props.pagination} /> : null}
    </Stack>
  );
}

/**
 * The theme's row and cell styles (table recipe, size sm), applied to plain body rows from the body element.
 * Column widths live on the header cells; the column takes them for every row.
 */
function useBodyCss(): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const styles = recipe({ size: 'sm', interactive: true, stickyHeader: true });
    return {
      '& > tr': {
        ...styles.row,
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '-2px',
        },
      },
      '& > tr > td': { ...styles.cell, verticalAlign: 'top' },
      '& > tr > td[data-align=end]': { textAlign: 'end' },
      '& > tr > td > input[type=checkbox]': CHECKBOX_STYLE,
    };
  }, [recipe]);
}

const widthOf = (id: string, sizing: Record<string, number>) => {
  if (id === SELECT_COLUMN) return '10';
  const px = sizing[id];
  return px === undefined ? undefined : `${px}px`;
};

function FullRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={span}>{children}</Table.Cell>
    </Table.Row>
  );
}

function SkeletonRows({ span }: { span: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <Table.Row key={row} data-testid="data-table-skeleton">
          {Array.from({ length: span }, (_, cell) => (
            <Table.Cell key={cell}>
              <Skeleton height="4" />
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  );
}

function selectionColumn<TData extends RowData>(): DataTableColumn<TData> {
  return {
    id: SELECT_COLUMN,
    enableSorting: false,
    header: ({ table }) => (
      <SelectAllBox
        checked={table.getIsAllRowsSelected()}
        some={table.getIsSomeRowsSelected()}
        onChange={(v) => table.toggleAllRowsSelected(v)}
      />
    ),
    cell: ({ row }) => <SelectRowBox checked={row.getIsSelected()} onChange={(v) => row.toggleSelected(v)} />,
  };
}

// Native checkboxes: a Chakra Checkbox runs a state machine per instance, too heavy for every row of a long
// list. The row boxes are plain inputs styled by the body (useBodyCss); the header's one is a chakra input.
const CHECKBOX_STYLE: SystemStyleObject = {
  width: '4',
  height: '4',
  cursor: 'pointer',
  accentColor: 'brand.solid',
  verticalAlign: 'middle',
};
const CheckboxInput = chakra('input', { base: CHECKBOX_STYLE });

function SelectAllBox({
  checked,
  some,
  onChange,
}: {
  checked: boolean;
  some: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <CheckboxInput
      type="checkbox"
      aria-label={t`Select all rows`}
      checked={checked}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = some && !checked;
      }}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

function SelectRowBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useLingui();
  return (
    <input
      type="checkbox"
      aria-label={t`Select row`}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
