import { HIDE_ERROR_HEADERS, apiV1, unwrap } from '@procure/shared-api-client';

/** One saved column (the wire shape; structurally the DataTable's `ColumnSetting`). */
export type SavedColumn = { key: string; visible: boolean; order: number; width?: number | undefined };

/** GET /columnSetup/list: the caller's saved columns of one table. Silent on failure: the default layout stays. */
export async function fetchColumnSetup(tableKey: string): Promise<SavedColumn[]> {
  const setup = unwrap(
    await apiV1().GET('/columnSetup/list', { params: { query: { tableKey } }, headers: HIDE_ERROR_HEADERS }),
  );
  return setup.columns;
}

/** POST /columnSetup/batchSave: replaces the caller's columns of one table. */
export async function saveColumnSetup(tableKey: string, columns: SavedColumn[]): Promise<void> {
  unwrap(await apiV1().POST('/columnSetup/batchSave', { body: { tableKey, columns } }));
}

/** The DataTable's `columnSettings` adapter backed by the column-setup calls (per user and table). */
export const columnSetupAdapter = { load: fetchColumnSetup, save: saveColumnSetup };
